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
