/** Runtime values of the system domain; no zod here, so the web bundle stays small. */
/** Whitelabel flags of SPEC §3 plus the designed MOBILELOGIN3 and VIPCLUB3 (R-API-43, A-10). */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'CBS3',
  'AGENTPOLICY3',
  'REWCEN3',
  'MOBILELOGIN3',
  'VIPCLUB3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
export type Whitelabel = Record<WhitelabelFlag, boolean>;

export const RESOURCE_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'SpeedTest',
  'SOCIALMEDIA',
  'FACEBOOK',
  'TELEGRAM',
  'WHATSAPP',
  'INSTAGRAM',
  'VIBER',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The links the error page offers, each only when configured: the speed test and the side links (R-SYS-05, R-SYS-29). */
export const ERROR_PAGE_LINK_TYPES = [
  'SpeedTest',
  'TELEGRAM',
  'INSTAGRAM',
  'FACEBOOK',
] as const satisfies readonly ResourceType[];
/** Whether a resource type is one of the error page's links. */
export const isErrorPageLinkType = (type: string): type is (typeof ERROR_PAGE_LINK_TYPES)[number] =>
  (ERROR_PAGE_LINK_TYPES as readonly string[]).includes(type);
/**
 * The element of the app's HTML in which the server writes those links as JSON: the error page shows
 * when the status, which carries every other link, cannot be loaded.
 */
export const SITE_LINKS_ELEMENT_ID = 'site-links';
/** The page's element holding the data behind a first screen the server rendered (issue 17). */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-state';
export const CS_TYPES = ['CS', 'WHATSAPP', 'LIVECHAT'] as const;

export const PROMOTION_KEYS = ['APP_DOWNLOAD', 'MISSION', 'LOGIN', 'REFERRAL'] as const;
export type PromotionKey = (typeof PROMOTION_KEYS)[number];

/** 0 normal, 1 maintenance (wins over a region rule), 2 region restricted (R-SYS-02). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export function computeSystemStatus(maintenance: boolean, regionRestriction: boolean): SystemStatusCode {
  if (maintenance) return SYSTEM_STATUS.maintenance;
  if (regionRestriction) return SYSTEM_STATUS.restricted;
  return SYSTEM_STATUS.normal;
}

/** The native app's user-agent token when the operator sets none (R-DL-21, designed default). */
export const DEFAULT_NATIVE_APP_TOKEN = 'GamingApp';
