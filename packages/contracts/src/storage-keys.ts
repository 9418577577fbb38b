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
