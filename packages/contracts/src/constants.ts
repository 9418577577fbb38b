/** Business constants of SPEC §9 (R-CONST), shared by web and server. */
export const TIMING = {
  balanceRefreshMs: 60_000,
  bannerAutoplayMs: 5_000,
  marqueeFps: 30,
  smsCountdownDefaultSeconds: 60,
  countdownTickMs: 500,
  markReadThrottleMs: 150,
  unreadCountThrottleMs: 250,
  languageRevalidateDebounceMs: 200,
  helpRefetchDebounceMs: 200,
  vendorReloadDebounceMs: 250,
  loadingSafetyCapMs: 9_999,
  noticeMs: 1_500,
  toastShortMs: 3_000,
  toastLongMs: 8_000,
  chatNavigationDelayMs: 500,
  promptFocusDelayMs: 500,
  footerScrollDelayMs: 500,
  pageTransitionMs: 300,
  backSwipeThresholdPx: 100,
  chunkRetryAfterMs: 10_000,
  requestTimeoutMs: 10_000,
} as const;

export const LIMITS = {
  captchaMaxLength: 6,
  smsCodeMaxLength: 10,
  mobileMaxLength: 20,
  feedbackMaxLength: 140,
  activityCommentMaxLength: 140,
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxCount: 3,
  minimumAge: 21,
  unreadBadgeCap: 99,
  winnerBoardRequest: 20,
  winnerBoardShown: 10,
  winnerBoardLoopAbove: 3,
  homeLiveVendors: 5,
  placeholderItems: 4,
  gameListPageSize: 24,
  homeSectionPageSize: 20,
} as const;

/** Fixed request constants (R-CONST-17). */
export const REQUEST_CONSTANTS = {
  platform: 'html5',
  gameListLanguage: 'EN',
  registrationType: 0,
  clientType: 2,
  gatewayWeb: 1,
  gatewayMobile: 3,
} as const;

export const NOTICE_TOP_PX = 65;
export const DEFAULT_HELP_INDEX = 0;
export const COPYRIGHT_YEAR = 2024;

/** Session and login protection (R-AUTH-40, S-04, S-05, S-12); designed values. */
export const AUTH_POLICY = {
  sessionIdleMinutes: 120,
  sessionAbsoluteHours: 24 * 7,
  /** Failed logins (per account name or per device) after which the captcha is required. */
  captchaAfterFailures: 3,
  /**
   * The same for one address, much higher: a Philippine mobile network puts many players behind
   * one address, and one player's typos must not challenge the others; a flood still meets it.
   */
  captchaAfterIpFailures: 20,
  /**
   * Failed logins (per account name or per device, and per address) after which each further
   * attempt must wait, doubling from 1 s up to the cap.
   */
  delayAfterAccountFailures: 5,
  delayAfterIpFailures: 50,
  maxDelaySeconds: 15 * 60,
  /** Failures older than this no longer count. */
  failureWindowMinutes: 60,
  captchaTtlSeconds: 300,
  captchaLength: 4,
  trialDemoCredit: 2000,
  trialLifetimeHours: 24,
} as const;

/** Member types of SPEC §3 (R-ROLE-01). */
export const MEMBER_TYPE = { member: 0, agentA: 1, agentB: 2, trial: 4 } as const;
export const REAL_MEMBER_TYPES: readonly number[] = [0, 1, 2];
export const AGENT_MEMBER_TYPES: readonly number[] = [1, 2, 40, 41, 42];
/** Avatars the member centre offers (R-API-28). */
export const AVATAR_COUNT = 12;

/** What an anti-bot challenge is issued for; a solution for one purpose is refused for another. */
export const CHALLENGE_PURPOSES = ['sms', 'login', 'username'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];

/**
 * The only origins the site frames (R-HOME-04, R-HOME-05): privacy-enhanced YouTube embeds and
 * Facebook's page plugin. The server's CSP `frame-src` allows exactly these.
 */
export const EMBED_ORIGINS = {
  video: 'https://www.youtube-nocookie.com',
  social: 'https://www.facebook.com',
} as const;
