/** Local storage keys of SPEC §3 and §9 (R-SYS-23, R-SYS-24). */
export const STORAGE_KEYS = {
  theme: 'theme',
  language: 'language',
  sessionInfo: 'MC_SESSION_INFO',
  systemStatus: 'MC_SYSTEM_STATUS',
  memberInfo: 'MC_MEMBER_INFO',
  vendorGameTypes: 'MC_VENDOR_GAME_TYPES',
  lotteries: 'MC_LOTTERIES',
  eLotteries: 'MC_E_LOTTERIES',
  serviceLink: 'MC_SERVICE_LINK',
  autoLogin: 'autoLogin',
  remPass: 'remPass',
  sass: 'sass',
  webClip: 'WEBCLIP',
  hideDownloadBar: 'hideDownloadBar',
  templates: 'templates',
  /** The balance eye toggle (R-WALLET-02): '1' while the player keeps the balance hidden. */
  hideBalance: 'MC_HIDE_BALANCE',
} as const;

/**
 * The visitor's theme and language, mirrored from local storage into cookies so that the server can
 * write them into the page's HTML: the first paint, before any script, is already in the right
 * theme and language (issue 17). `member` is '1' while this browser keeps a session: the server
 * then leaves the first screen to the browser, since a guest's would show the wrong header. Hints
 * of what to paint only; nothing the server trusts for anything else.
 */
export const PREFERENCE_COOKIES = { theme: 'theme', language: 'lang', member: 'member' } as const;

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** The browser bar's colour per theme (`<meta name="theme-color">`), the page background of each. */
export const THEME_COLORS: Record<Theme, string> = { dark: '#0d1020', light: '#f4f5fa' };
