import { AGENT_MODULE_IDS, CS_TYPES, DEFAULT_NATIVE_APP_TOKEN, PROMOTION_KEYS } from '@app/contracts';
import {
  fieldConfigSchema,
  footerSettingsSchema,
  leaderboardRulesSchema,
  mobileTemplateSchema,
  rebateRulesSchema,
  signInRulesSchema,
  storeRatingSchema,
  vipClubSchema,
  vipTierSchema,
  type wheelPrizeSchema,
  wheelRulesSchema,
} from '@app/contracts/schemas';
import { z } from 'zod';

const hostName = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]*$/i, 'a host name');
const httpsUrl = z.url({ protocol: /^https?$/ }).max(2000);
const serviceEntry = z.object({ csType: z.enum(CS_TYPES), url: httpsUrl }).nullable();

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every operator setting with its schema and default. A stored value that no longer matches its
 * schema is ignored in favour of the default, so a bad edit can never take the site down.
 */
export const SETTINGS = {
  maintenance: {
    schema: z.object({ enabled: z.boolean(), notice: z.string().max(500).nullable() }),
    default: { enabled: false, notice: null },
  },
  siteName: { schema: z.string().min(1).max(40), default: 'PerlaPlay' },
  mainDomain: { schema: hostName, default: '' },
  alternativeDomains: { schema: z.array(hostName).max(20), default: [] as string[] },
  imageCDNs: { schema: z.array(httpsUrl).max(10), default: [] as string[] },
  customerService: { schema: serviceEntry, default: null },
  /** The message centre's affiliate service; without one it opens `customerService` (R-MSG-03). */
  affiliateService: { schema: serviceEntry, default: null },
  mobileTemplate: { schema: mobileTemplateSchema, default: { mem_cen: 1, dep_func: 1 } },
  promotions: {
    schema: z.record(z.enum(PROMOTION_KEYS), z.object({ enabled: z.boolean() })),
    default: {
      APP_DOWNLOAD: { enabled: false },
      MISSION: { enabled: false },
      LOGIN: { enabled: false },
      REFERRAL: { enabled: false },
    },
  },
  vip: {
    schema: vipClubSchema
      .extend({ tiers: z.array(vipTierSchema).max(21) })
      .refine((vip) => new Set(vip.tiers.map((t) => t.level)).size === vip.tiers.length, 'one tier per level')
      .refine(
        (vip) => vip.wheelPrizes.reduce((sum, p) => sum + p.percent, 0) <= 100.000001,
        'chances above 100%',
      ),
    default: {
      enabled: false,
      tiers: [] as z.infer<typeof vipTierSchema>[],
      hostFromLevel: 7,
      weeklyFundWagering: 1,
      wheelPrizes: [] as z.infer<typeof wheelPrizeSchema>[],
    },
  },
  downloadBar: {
    schema: z.object({
      requireLogin: z.boolean(),
      hideIosApp: z.boolean(),
      showHomeScreen: z.boolean(),
      rating: storeRatingSchema.nullable(),
    }),
    default: { requireLogin: false, hideIosApp: false, showHomeScreen: true, rating: null },
  },
  /**
   * The activity that holds the app-download bonus and its terms (R-PROMO-17): the download bar's
   * gift leads to it while the APP_DOWNLOAD promotion is on; none, no gift is shown.
   */
  appDownloadActivity: { schema: z.int().positive().nullable(), default: null as number | null },
  footer: { schema: footerSettingsSchema, default: { badges: [], support247: false } },
  allowedCountries: {
    schema: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .min(1)
      .max(250),
    default: ['PH'],
  },
  nativeAppUserAgentToken: { schema: z.string().min(1).max(40), default: DEFAULT_NATIVE_APP_TOKEN },
  sass: { schema: z.boolean(), default: false },
  /**
   * Phone numbers verified by Firebase's SMS instead of the site's gateway (R-AUTH-38, R-API-21);
   * only with a Firebase project configured (FIREBASE_PROJECT_ID).
   */
  firebasePhoneAuth: { schema: z.boolean(), default: false },
  /** The account manual bank transfers are sent to (R-WALLET-09); none hides manual deposits. */
  manualDeposit: {
    schema: z
      .object({
        bank: z.string().min(1).max(60),
        accountName: z.string().min(1).max(60),
        accountNumber: z.string().min(1).max(30),
      })
      .nullable(),
    default: null as { bank: string; accountName: string; accountNumber: string } | null,
  },
  /** Whether the login and registration forms encrypt their body (R-AUTH-14); the server accepts both. */
  credentialEncryption: { schema: z.boolean(), default: true },
  /**
   * The operator's live-chat service (R-API-80, R-API-82): `urlTemplate` gets {member}, {language}
   * and {backUrl} filled in, each URL-encoded; `models` are the live-stream hosts it lists.
   */
  liveChat: {
    schema: z
      .object({
        urlTemplate: z
          .string()
          .max(2000)
          .regex(/^https?:\/\/\S+$/u, 'an http(s) URL template'),
        models: z
          .array(z.object({ name: z.string().min(1).max(60), avatarUrl: httpsUrl, online: z.boolean() }))
          .max(100)
          .default([]),
      })
      .nullable(),
    default: null,
  },
  /** The site's calendar: the day a sign-in counts for, and when leaderboard periods turn. */
  timeZone: { schema: z.string().max(60).refine(isTimeZone, 'an IANA time zone'), default: 'Asia/Manila' },
  /** Days a reward can be claimed after it is issued (R-PROMO-11). */
  rewardExpiryDays: { schema: z.int().min(1).max(90), default: 7 },
  signIn: { schema: signInRulesSchema, default: { cycle: [1, 2, 3, 5, 8, 10, 20] } },
  rebate: { schema: rebateRulesSchema, default: { tiers: [] } as z.infer<typeof rebateRulesSchema> },
  leaderboard: { schema: leaderboardRulesSchema, default: { periodDays: 7, prizes: [1000, 500, 250] } },
  wheel: { schema: wheelRulesSchema, default: { fromLevel: 1, spinsPerDay: 1 } },
  /** Hosts on which invite links recruit; empty: any host of the site (R-API-26, R-ERR-22). */
  affiliateDomains: { schema: z.array(hostName.min(1)).max(50), default: [] as string[] },
  /** The agent feature modules (R-SYS-30), on unless set false: a module switched off refuses its calls and hides its section. */
  modules: {
    schema: z.partialRecord(z.enum(AGENT_MODULE_IDS), z.boolean()),
    default: {} as Partial<Record<(typeof AGENT_MODULE_IDS)[number], boolean>>,
  },
  /** Registration fields by name (R-API-24); the account module fills in the ones not stored. */
  registerFields: {
    schema: z.record(z.string().max(40), fieldConfigSchema),
    default: {} as Record<string, z.infer<typeof fieldConfigSchema>>,
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]['schema']>;
export type Settings = { [K in SettingKey]: SettingValue<K> };

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/** Stored rows → a complete, valid settings object. */
export function resolveSettings(rows: { key: string; value: unknown }[]): Settings {
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const entries = Object.entries(SETTINGS).map(([key, def]) => {
    const parsed = def.schema.safeParse(stored.get(key));
    return [key, parsed.success ? parsed.data : def.default];
  });
  return Object.fromEntries(entries) as Settings;
}
