import path from 'node:path';
import { CRASH_RULES } from '@app/contracts';
import { z } from 'zod';
import { REPO_ROOT } from './paths.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads, validated once at start (README lists them). */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
    /** Where feedback images are kept (S-23); `DATA_DIR/feedback` when unset. */
    FEEDBACK_DIR: z.string().min(1).optional(),
    /** Where identity documents (KYC) are kept, never under the web root; `DATA_DIR/kyc` when unset. */
    KYC_DIR: z.string().min(1).optional(),
    /** The built site to serve; apps/web/dist when unset. */
    WEB_DIST_DIR: z.string().min(1).optional(),
    /** Feedback sends a member may make per minute, refused ones included. */
    FEEDBACK_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFromEnv.default(false),
    SEED_DEMO: booleanFromEnv.default(false),
    /** Guests' first screens rendered into the page (issue 17); off, every page comes with its frame. */
    RENDER_FIRST_SCREENS: booleanFromEnv.default(true),
    MERCHANT_CODE: z
      .string()
      .regex(/^[A-Za-z0-9_-]{2,32}$/)
      .default('PERLA'),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** House accounts per kind and currency that bets and wins spread over; 1 makes one hot account. */
    LEDGER_HOUSE_SHARDS: z.coerce.number().int().min(1).max(1024).default(16),
    SYSTEM_CACHE_MS: z.coerce.number().int().min(0).default(2000),
    /** The bearer token `/metrics` asks for; unset, `/metrics` is not served. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** How often a node checks that the sessions behind its open sockets are still open (S-13). */
    LIVE_SESSION_CHECK_MS: z.coerce.number().int().min(50).default(2000),
    /** How often the node holding Crash's lease looks at the clock; 0 runs no round loop on this node. */
    CRASH_LOOP_MS: z.coerce.number().int().min(0).default(100),
    /** How often the node holding the lottery's lease makes and settles draws; 0 runs none here. */
    LOTTERY_LOOP_MS: z.coerce.number().int().min(0).default(1000),
    /** How long a Crash round takes bets (the published 6 s; tests shorten it). */
    CRASH_BETTING_MS: z.coerce.number().int().min(500).default(CRASH_RULES.bettingMs),
    /** `outbox` keeps messages in the database (development); `http` sends through the gateway. */
    SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).default('https://api.semaphore.co/api/v4/messages'),
    SMS_GATEWAY_API_KEY: z.string().min(8).optional(),
    SMS_SENDER_NAME: z.string().max(11).optional(),
    /** Code requests per hour over all numbers before texting stops and the operator is alerted. */
    SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(500),
    SMS_TEMPLATE: z
      .string()
      .includes('{code}')
      .default('{code} is your {site} code. It expires in {minutes} minutes. Never share it with anyone.'),
    /** smtp[s]://user:password@host:port; unset keeps mail in the database outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('PerlaPlay <no-reply@localhost>'),
    /** Where emailed links point: the site's public origin. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
    /** PayMongo: the API's origin (a fake one in tests), the secret key and the webhook's secret. */
    PAYMONGO_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.paymongo.com'),
    PAYMONGO_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w{8,}$/u)
      .optional(),
    PAYMONGO_WEBHOOK_SECRET: z.string().min(8).optional(),
    /** Stripe (Alipay, WeChat Pay): the API's origin (a fake one in tests), the secret key and the webhook's signing secret. */
    STRIPE_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w{8,}$/u)
      .optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
    /**
     * QQ Wallet's merchant API (QQ Wallet deposits): the API's origin (a stand-in in tests), the
     * merchant id, its API key, the signature type, and the operator's rate in CNY per PHP (QQ Wallet
     * takes only CNY). Unset (any of id, key, rate), QQ Wallet is not offered.
     */
    QQPAY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://qpay.qq.com'),
    QQPAY_MCH_ID: z
      .string()
      .regex(/^\d{6,20}$/u)
      .optional(),
    QQPAY_KEY: z.string().min(16).max(64).optional(),
    QQPAY_SIGN_TYPE: z.enum(['MD5', 'HMAC-SHA256']).default('MD5'),
    QQPAY_CNY_PER_PHP: z
      .string()
      .regex(/^\d{1,3}(\.\d{1,6})?$/u, 'a decimal such as 0.1236')
      .refine((rate) => Number(rate) > 0, 'must be above zero')
      .optional(),
    /** How long a call to a transfer-wallet vendor may take before its transfer counts as unclear. */
    TRANSFER_WALLET_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(8_000),
    /** The demo's stand-in transfer-wallet vendor (`npm start` sets both); used only with SEED_DEMO. */
    DEMO_TRANSFER_WALLET_URL: z.url({ protocol: /^https?$/ }).optional(),
    DEMO_TRANSFER_WALLET_SECRET: z.string().min(16).optional(),
    /**
     * Firebase Authentication (Google and Facebook sign-in, phone verification): the project whose
     * ID tokens are accepted; unset, no provider sign-in is offered or accepted (R-AUTH-07, R-API-21).
     */
    FIREBASE_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]{4,40}$/)
      .optional(),
    /** The browser SDK's web API key and auth domain, from the Firebase console. */
    FIREBASE_API_KEY: z.string().min(10).max(100).optional(),
    FIREBASE_AUTH_DOMAIN: z.string().min(3).max(200).optional(),
    /** Where the token-signing keys are published (a local issuer's in tests). */
    FIREBASE_JWKS_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
    /** The Firebase Auth emulator the browser SDK talks to (development and tests only). */
    FIREBASE_AUTH_EMULATOR_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Other origins allowed to call the API from a browser, comma-separated (S-17). */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin))),
  })
  .refine(
    (env) => !env.FIREBASE_PROJECT_ID || (env.FIREBASE_API_KEY && env.FIREBASE_AUTH_DOMAIN),
    // The server could check tokens, but no browser could sign in to get one.
    { path: ['FIREBASE_API_KEY'], message: 'and FIREBASE_AUTH_DOMAIN are required with FIREBASE_PROJECT_ID' },
  )
  .refine((env) => env.SMS_PROVIDER !== 'http' || env.SMS_GATEWAY_API_KEY !== undefined, {
    // Without a key the gateway refuses every text; falling back to the outbox would hide that.
    path: ['SMS_GATEWAY_API_KEY'],
    message: 'is required when SMS_PROVIDER is http',
  });

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Where identity documents (KYC) are kept: under the data directory, never under the web root. */
export function kycDirOf(config: { DATA_DIR: string; KYC_DIR?: string | undefined }): string {
  return config.KYC_DIR ?? path.join(config.DATA_DIR, 'kyc');
}
