/** The install feature's own line icons (24 px grid), kept out of the shared set and the first load. */
export const INSTALL_ICONS = {
  download: 'M12 4v11M7 10.5l5 5 5-5M5 19.5h14',
  android:
    'M7 10h10v7.5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 7 17.5zM7 9a5 5 0 0 1 10 0zM9.5 6.5h.01M14.5 6.5h.01M8.5 4l1 1.6M15.5 4l-1 1.6M4.5 10.5v5M19.5 10.5v5',
  apple:
    'M15.5 3.5c.2 1.4-.9 3-2.5 3.2-.2-1.4 1-3 2.5-3.2zM12 8c1 0 2-.8 3.3-.8 1.6 0 2.8 1 3.4 2.1-3 1.6-2.4 5.8.4 6.8-.6 1.6-1.8 4.2-3.5 4.2-1.2 0-1.6-.7-3.1-.7s-2 .7-3.1.7C7.5 20.3 5 16.5 5 13c0-3.3 2.1-5 4-5 1.2 0 2 .8 3 .8z',
  profile: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 15.5h5',
  homeScreen: 'M6 3h12v18H6zM10 18h4M12 8v6M9 11h6',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
} as const;
