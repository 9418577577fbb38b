/** Line icons of the account screens, on the shared 24 px grid (SvgIcon). */
export const ACCOUNT_ICONS = {
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  mail: 'M3.5 6h17v12h-17zM4 7l8 6 8-6',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  crown: 'M4 18h16M5 15 4 7l5 4 3-6 3 6 5-4-1 8z',
  key: 'M8 14a4 4 0 1 1 3.5-6H21v3h-2v2h-3v-2h-4.5A4 4 0 0 1 8 14zM7 10h.01',
  question:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
  tag: 'M4 4h7l9 9-7 7-9-9zM8 8h.01',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
} as const;
