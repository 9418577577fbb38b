/** Line icons of the account screens, on the shared 24 px grid (SvgIcon). */
export const ACCOUNT_ICONS = {
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  mail: 'M3.5 6h17v12h-17zM4 7l8 6 8-6',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  crown: 'M4 18h16M5 15 4 7l5 4 3-6 3 6 5-4-1 8z',
} as const;
