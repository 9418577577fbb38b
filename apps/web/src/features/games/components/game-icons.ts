/** Icons of the catalogue, kept in its chunk (drawn on the 24 px grid of shared/ui/Icon). */
export const GAME_ICONS = {
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20',
  filter: 'M4 6h16M7 12h10M10 18h4',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4v3h-4z',
  fire: 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 .2 1.6 1 2.6 2 3 0-3-1-5.5.5-8z',
  play: 'M8 5.5v13l10-6.5z',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14a6.5 6.5 0 0 1 3.5 6',
  crown: 'M4 18h16M4.5 15 3 7l5 4 4-6 4 6 5-4-1.5 8z',
  megaphone: 'M4 10v4h3l6 4V6L7 10zM16 9a3.5 3.5 0 0 1 0 6M18.5 6.5a7 7 0 0 1 0 11',
  card: 'M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5zM3 9h18M7 15h4',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1-1.5 2-5 2',
  phone:
    'M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3zM11 18h2',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  coins:
    'M9 8a6 3 0 1 0 12 0 6 3 0 1 0-12 0zM9 8v4c0 1.7 2.7 3 6 3s6-1.3 6-3V8M3 12a6 3 0 0 0 6 3M3 12v4c0 1.7 2.7 3 6 3 1.2 0 2.3-.2 3.2-.5M3 12c0-1.2 1.4-2.3 3.5-2.8',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  fish: 'M3 12c3-4 7-5.5 11-4.5 2.5.6 4.5 2.2 6 4.5-1.5 2.3-3.5 3.9-6 4.5-4 1-8-.5-11-4.5zM3 12 1 9v6zM16 11h.01',
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5 7 18.5M8 10 3.5 8.5',
  dice: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01',
  ticket: 'M3 8a2 2 0 0 0 0 4v0a2 2 0 0 0 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3zM14 6v12',
  rooster:
    'M7 20l2-4M13 20l-1-4M5 9c0-3 2-5 5-5 1 0 1.5.8 1.5 1.5L14 5l-1 2 2 1-2 1c3 1 6 3 6 6-1 1-4 1-7 1-4 0-7-3-7-7z',
  gamepad:
    'M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6l-1-1.1h-4l-1 1.1A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4zM7 10.5v3M5.5 12h3M15.5 11h.01M17.5 13h.01',
  video:
    'M3 7.5A2.5 2.5 0 0 1 5.5 5h9A2.5 2.5 0 0 1 17 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-9A2.5 2.5 0 0 1 3 16.5zM17 10l4-2.5v9L17 14',
} as const;

export type GameIconName = keyof typeof GAME_ICONS;

/** The icon of each site category (side menu uses its own small copy: this file stays lazy). */
export const CATEGORY_ICONS: Record<string, GameIconName> = {
  ALL: 'grid',
  HOT: 'fire',
  FAV: 'star',
  RECENT: 'clock',
  RNG: 'dice',
  FISH: 'fish',
  PVP: 'card',
  LIVE: 'video',
  BGS: 'gamepad',
  SPORTS: 'ball',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'rooster',
  LOTT: 'ticket',
  ELOTT: 'ticket',
  LIVESTREAM: 'video',
};
