/** The message centre's own icons, kept in its chunk (24 px grid, drawn with the text colour). */
export const MESSAGE_ICONS = {
  telegram: 'M21 4 3 11l6 2.5M21 4l-3 16-9-6.5M21 4 9 13.5V19l3-3.5',
  announcement: 'M4 10v4h3l6 4V6L7 10zM16 9.5a3.5 3.5 0 0 1 0 5M18.5 7a7 7 0 0 1 0 10',
  inbox: 'M3 6h18v12H3zM3 7l9 6.5L21 7',
  chat: 'M4 5h16v11H8l-4 4zM8 10h.01M12 10h.01M16 10h.01',
  affiliate:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19a5 5 0 0 1-5 2',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
} as const;
