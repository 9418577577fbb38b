import { z } from 'zod';
import { AGENT_MODULE_IDS } from './agent-rules.js';
import { GATEWAY_METHODS } from './cashier-rules.js';
import { ACCEPTED_LANGUAGE_CODES } from './languages.js';
import { CS_TYPES, PROMOTION_KEYS, RESOURCE_TYPES, WHITELABEL_FLAGS } from './system-constants.js';

export const whitelabelSchema = z.record(z.enum(WHITELABEL_FLAGS), z.boolean());

export const resourceSchema = z.object({ resourceType: z.enum(RESOURCE_TYPES), url: z.string() });
export type Resource = z.infer<typeof resourceSchema>;

export const customerServiceSchema = z.object({ csType: z.enum(CS_TYPES), path: z.string() });
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const mobileTemplateSchema = z.object({
  mem_cen: z.number().int().min(0).max(9),
  dep_func: z.number().int().min(0).max(9),
});
export type MobileTemplate = z.infer<typeof mobileTemplateSchema>;

export const domainRouteSchema = z.object({
  host: z.string(),
  mainDomain: z.string(),
  alternativeDomains: z.array(z.string()),
  speedTestUrl: z.string().nullable(),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  info: z.object({
    siteName: z.string(),
    customerService: customerServiceSchema.nullable(),
    affiliateService: customerServiceSchema.nullable(),
    domainRoute: domainRouteSchema,
    mobileTemplate: mobileTemplateSchema,
    paths: z.object({ api: z.string(), lotteryGateway: z.string(), liveEvents: z.string() }),
    register: z.object({ username: z.boolean(), mobile: z.boolean() }),
    resources: z.array(resourceSchema),
    whitelabel: whitelabelSchema,
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()),
    sass: z.boolean(),
    maintenanceNotice: z.string().nullable(),
    /** The browser's Firebase Authentication settings; null when the site offers no provider sign-in. */
    identityProvider: z
      .object({
        apiKey: z.string(),
        authDomain: z.string(),
        projectId: z.string(),
        /** Phone numbers are verified by Firebase's SMS (R-AUTH-38). */
        phoneAuth: z.boolean(),
        /** A Firebase Auth emulator to talk to instead (development and tests). */
        emulatorUrl: z.string().nullable(),
      })
      .nullable(),
  }),
});
export type IdentityProviderSettings = NonNullable<SystemStatus['info']['identityProvider']>;
/** What the environment configures; whether Firebase verifies phones is the operator's setting. */
export type IdentityProviderConfig = Omit<IdentityProviderSettings, 'phoneAuth'>;
export type SystemStatus = z.infer<typeof systemStatusSchema>;

const pesos = z.number().min(0).max(1_000_000_000);

/** One VIP tier of the operator's table: its level, name, what reaches it and what it pays. */
export const vipTierSchema = z.object({
  level: z.number().int().min(0).max(20),
  name: z.string().min(1).max(40),
  /** Settled PHP turnover, in pesos, that reaches this level. */
  // Tiers stored before these fields existed (level and name only) keep working, with nothing owed.
  turnover: pesos.default(0),
  dailySalary: pesos.default(0),
  monthlySalary: pesos.default(0),
  /** The weekly fund (H-6): a cashback of this share of the week's settled turnover, up to the cap. */
  weeklyCashbackPercent: z.number().min(0).max(100).default(0),
  weeklyCashbackCap: pesos.default(0),
});
export type VipTier = z.infer<typeof vipTierSchema>;

/** A prize of the VIP Wheel with its published chance (H-3). */
export const wheelPrizeSchema = z.object({ amount: pesos, percent: z.number().gt(0).max(100) });
export type WheelPrize = z.infer<typeof wheelPrizeSchema>;

/** The VIP club as the consolidated settings give it (R-SYS-09, R-VIP-02 … R-VIP-08). */
export const vipClubSchema = z.object({
  enabled: z.boolean(),
  tiers: z.array(vipTierSchema),
  /** The first level with a personal host ("from GOLD", R-CONST-20). */
  hostFromLevel: z.number().int().min(0).max(20).default(7),
  /** How many times the weekly cashback must be played through before it can be withdrawn. */
  weeklyFundWagering: z.number().int().min(0).max(100).default(1),
  wheelPrizes: z.array(wheelPrizeSchema).max(20).default([]),
});
export type VipClub = z.infer<typeof vipClubSchema>;

/** The session member's standing in the VIP club (R-API-131). Amounts in pesos. */
export const vipStatusSchema = z.object({
  level: z.number().int(),
  label: z.string(),
  turnover: z.number(),
  /** Whole percent of the way from this tier to the next, 0 to 100 (100 at the top tier). */
  progress: z.number().int().min(0).max(100),
  next: z
    .object({ level: z.number().int(), label: z.string(), turnover: z.number(), remaining: z.number() })
    .nullable(),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

export const storeRatingSchema = z.object({
  value: z.number().min(0).max(5),
  count: z.number().int().min(0),
  source: z.string().min(1).max(80),
});

/** A badge in the site footer: only those actually held, each linked to where it is verified (H-4). */
export const footerBadgeSchema = z.object({
  kind: z.enum(['payment', 'certification']),
  /** A payment badge's method: shown only while that method is offered (H-4). */
  method: z.enum([...GATEWAY_METHODS, 'manual']).optional(),
  name: z.string().min(1).max(60),
  imageUrl: z.string().max(2000),
  verifyUrl: z.string().max(2000).nullable(),
});
export type FooterBadge = z.infer<typeof footerBadgeSchema>;

/** What the footer may claim (R-HOME-28, H-4): "24/7 Support" only while support is really staffed so. */
export const footerSettingsSchema = z.object({
  badges: z.array(footerBadgeSchema).max(20),
  support247: z.boolean(),
});
export type FooterSettings = z.infer<typeof footerSettingsSchema>;

export const consolidatedSettingsSchema = z.object({
  siteName: z.string(),
  merchantCode: z.string(),
  promotions: z.record(z.enum(PROMOTION_KEYS), z.object({ enabled: z.boolean() })),
  /** The activity explaining the app-download bonus, while APP_DOWNLOAD is on (R-PROMO-17). */
  appDownloadActivityId: z.string().nullable(),
  vip: vipClubSchema,
  downloadBar: z.object({
    requireLogin: z.boolean(),
    hideIosApp: z.boolean(),
    showHomeScreen: z.boolean(),
    rating: storeRatingSchema.nullable(),
  }),
  footer: footerSettingsSchema,
  /** What the footer may claim of payments and currencies (H-4): the methods offered, the real currencies. */
  payments: z.object({ methods: z.array(z.string()), currencies: z.array(z.string()) }),
  nativeAppUserAgentToken: z.string(),
  challenge: z.object({ provider: z.literal('altcha'), purposes: z.array(z.string()) }),
  encryption: z.object({ enabled: z.boolean(), scheme: z.string(), publicKey: z.string() }),
  /** The agent feature modules and whether each is on (R-SYS-30). */
  modules: z.record(z.enum(AGENT_MODULE_IDS), z.boolean()),
});
export type ConsolidatedSettings = z.infer<typeof consolidatedSettingsSchema>;

export const countrySchema = z.object({
  iso: z.string().length(2),
  name: z.string(),
  dialingCode: z.string(),
  flag: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const helpItemSchema = z.object({ key: z.string(), title: z.string(), content: z.string() });
export type HelpItem = z.infer<typeof helpItemSchema>;

const languageParam = z
  .string()
  .max(10)
  .refine((v) => v.trim().length > 0, 'empty')
  .describe(`One of ${ACCEPTED_LANGUAGE_CODES.join(', ')}; any other code falls back to EN`);

export const helpCenterQuerySchema = z.strictObject({
  lang: languageParam.optional(),
  device: z.literal('MOBILE').optional(),
});

export const countryListSchema = z.array(countrySchema);

/** The customer-service entry, or null when the operator has set none. */
export const customerServiceOrNoneSchema = customerServiceSchema.nullable();

export const helpItemListSchema = z.array(helpItemSchema);
