import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, kycDirOf } from './config.js';
import type { Database } from './db/client.js';
import { identityProviderFrom, identityProviderSettingsFrom } from './modules/account/index.js';
import { memberRoutes } from './modules/account/member-routes.js';
import { recoveryRoutes } from './modules/account/recovery-routes.js';
import { registerRoutes } from './modules/account/register-routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { agentContractRoutes } from './modules/agent/contracts-routes.js';
import { agentRoutes } from './modules/agent/routes.js';
import { salaryJob } from './modules/agent/salary-job.js';
import { captchaRoutes } from './modules/captcha/routes.js';
import { depositRoutes } from './modules/cashier/deposit-routes.js';
import { gatewaysFromConfig } from './modules/cashier/index.js';
import { gatewayWebhookRoutes } from './modules/cashier/webhook-routes.js';
import { withdrawRoutes } from './modules/cashier/withdraw-routes.js';
import { challengeRoutes } from './modules/challenge/routes.js';
import { announcementRoutes } from './modules/content/announcement-routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { crashLoop } from './modules/crash/loop-plugin.js';
import { crashRoutes } from './modules/crash/routes.js';
import { diskFeedbackStorage } from './modules/feedback/index.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { memberGameRoutes } from './modules/games/member-routes.js';
import { gameRoutes } from './modules/games/routes.js';
import { houseRoutes } from './modules/house/routes.js';
import encryptedBody from './modules/keys/encrypted-body-plugin.js';
import { credentialKey } from './modules/keys/index.js';
import { localBus, redisBus } from './modules/live/index.js';
import { liveRoutes } from './modules/live/routes.js';
import { lotteryLoop } from './modules/lottery/loop-plugin.js';
import { lotteryRoutes } from './modules/lottery/routes.js';
import { messageRoutes } from './modules/message/routes.js';
import { notifierFrom } from './modules/notify/index.js';
import { depositBonusJob } from './modules/promotions/deposit-bonus-job.js';
import { leaderboardJob } from './modules/promotions/leaderboard-job.js';
import { promotionsRoutes } from './modules/promotions/routes.js';
import { weeklyFundJob } from './modules/promotions/weekly-fund-job.js';
import { kycRoutes } from './modules/protection/kyc-routes.js';
import { protectionRoutes } from './modules/protection/routes.js';
import sessionAuth from './modules/session/auth-plugin.js';
import systemConfigPlugin from './modules/system/config-plugin.js';
import systemGate from './modules/system/gate-plugin.js';
import { systemRoutes } from './modules/system/routes.js';
import { listVendorWallets } from './modules/transfer/index.js';
import { transferReconcileJob } from './modules/transfer/reconcile-plugin.js';
import { transferRoutes } from './modules/transfer/routes.js';
import { vipRoutes } from './modules/vip/routes.js';
import { houseRollUp } from './modules/wallet/roll-up-plugin.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { seamlessRoutes } from './modules/wallet/seamless-routes.js';
import { WEB_DIST_DIR } from './paths.js';
import apiDocs from './plugins/api-docs.js';
import apiResponses from './plugins/api-responses.js';
import crossSite from './plugins/cross-site.js';
import errorEnvelope, { answerClientError, answerFrameworkError } from './plugins/error-envelope.js';
import health from './plugins/health.js';
import rateLimit from './plugins/rate-limit.js';
import requestMetrics from './plugins/request-metrics.js';
import securityHeaders from './plugins/security-headers.js';
import site from './plugins/site.js';
import upgradeGuard from './plugins/upgrade-guard.js';

export interface AppOptions {
  config: Config;
  database: Database;
  webDistDir?: string;
  /** Where log lines go; standard output unless a test reads them. */
  logStream?: { write(line: string): void };
}

const BODY_LIMIT_BYTES = 64 * 1024;
/** How often pending house rows are folded into the house balances. */
const HOUSE_ROLL_UP_MS = 1_000;
/** How often ended leaderboard periods are closed and the running one made. */
const LEADERBOARD_JOB_MS = 60_000;
/** Bonuses end within this long after they expire or are spent (sooner when their member looks). */
const DEPOSIT_BONUS_JOB_MS = 60_000;
/** The weekly fund is paid within this long after its week ends (and its grace). */
const WEEKLY_FUND_JOB_MS = 5 * 60_000;
/** A finished day's or hour's agent salaries are paid within this long (after 5 minutes' grace). */
const SALARY_JOB_MS = 5 * 60_000;
/** How often the transfers a vendor left unclear are asked about again. */
const TRANSFER_RECONCILE_JOB_MS = 30_000;

/** Builds the app with its plugins in a fixed order: framework → external → ours → domains → site. */
export async function buildApp({ config, database, webDistDir = WEB_DIST_DIR, logStream }: AppOptions) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      redact: [
        'req.headers.token',
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers.encryption',
      ],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    requestTimeout: 30_000,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.removeAllListeners('clientError');
  app.server.on('clientError', (error, socket) => answerClientError(error, socket, app.log));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorEnvelope);
  await app.register(upgradeGuard);
  // Firebase's browser settings: what the status hands the web, and what the policy lets it load.
  const identitySettings = identityProviderSettingsFrom(config);
  await app.register(securityHeaders, { identityProvider: identitySettings });
  await app.register(crossSite, { allowedOrigins: config.CORS_ORIGINS });
  await app.register(cookie);
  await app.register(rateLimit, { config });
  await app.register(apiDocs);
  await app.register(apiResponses);
  await app.register(requestMetrics);
  await app.register(health, { config, database });

  await app.register(systemConfigPlugin, { db: database.db, ttlMs: config.SYSTEM_CACHE_MS });
  await app.register(systemGate);
  await app.register(sessionAuth, { db: database.db });
  await app.register(encryptedBody, { db: database.db });

  const identityProvider = identityProviderFrom(config);
  await app.register(systemRoutes, {
    merchantCode: config.MERCHANT_CODE,
    credentialPublicKey: async () => (await credentialKey(database.db)).publicKeySpki,
    gatewayMethods: gatewaysFromConfig(config).flatMap((gateway) => gateway.methods),
    identityProvider: identitySettings,
  });
  await app.register(contentRoutes, { db: database.db });
  await app.register(captchaRoutes, { db: database.db });
  await app.register(challengeRoutes, { db: database.db });
  const notifier = notifierFrom(config, database.db);
  await app.register(accountRoutes, { db: database.db, notifier, identityProvider });
  await app.register(memberRoutes, { db: database.db });
  await app.register(registerRoutes, { db: database.db, notifier, identityProvider });
  await app.register(agentRoutes, { db: database.db });
  await app.register(agentContractRoutes, { db: database.db });
  await app.register(recoveryRoutes, { db: database.db, notifier, publicUrl: config.PUBLIC_URL });
  await app.register(announcementRoutes, { db: database.db });
  await app.register(messageRoutes, { db: database.db });
  await app.register(gameRoutes, {
    db: database.db,
    publicUrl: config.PUBLIC_URL,
    cacheMs: config.SYSTEM_CACHE_MS,
  });
  await app.register(memberGameRoutes, { db: database.db });
  await app.register(vipRoutes, { db: database.db });
  await app.register(protectionRoutes, { db: database.db });
  await app.register(kycRoutes, { db: database.db, storage: diskFeedbackStorage(kycDirOf(config)) });
  const bus = config.REDIS_URL
    ? redisBus(config.REDIS_URL, (error) => app.log.warn({ event: 'live_bus_error', err: error }))
    : localBus();
  app.addHook('onClose', () => bus.close());
  const wallet = { db: database.db, bus, houseShards: config.LEDGER_HOUSE_SHARDS };
  await app.register(liveRoutes, { db: database.db, bus, sessionCheckMs: config.LIVE_SESSION_CHECK_MS });
  await app.register(walletRoutes, {
    db: database.db,
    merchantCode: config.MERCHANT_CODE,
    vendorWallets: (memberId) => listVendorWallets(database.db, memberId),
  });
  await app.register(houseRollUp, { db: database.db, everyMs: HOUSE_ROLL_UP_MS });
  await app.register(seamlessRoutes, wallet);
  await app.register(houseRoutes, wallet);
  const crash = { ...wallet, bettingMs: config.CRASH_BETTING_MS };
  await app.register(crashRoutes, crash);
  // The loop's start, crash and settlement run on a connection of their own, never queued behind bets.
  await app.register(crashLoop, {
    deps: { ...crash, db: database.dedicatedDb },
    everyMs: config.CRASH_LOOP_MS,
    boardDb: database.db,
  });
  await app.register(lotteryRoutes, wallet);
  await app.register(lotteryLoop, { deps: wallet, everyMs: config.LOTTERY_LOOP_MS });
  const cashier = {
    db: database.db,
    bus,
    gateways: gatewaysFromConfig(config),
    publicUrl: config.PUBLIC_URL,
  };
  await app.register(depositRoutes, cashier);
  await app.register(withdrawRoutes, cashier);
  await app.register(gatewayWebhookRoutes, cashier);
  await app.register(promotionsRoutes, {
    db: database.db,
    bus,
    activityStorage: diskFeedbackStorage(path.join(config.DATA_DIR, 'activity')),
  });
  await app.register(leaderboardJob, { db: database.db, everyMs: LEADERBOARD_JOB_MS });
  await app.register(depositBonusJob, { db: database.db, everyMs: DEPOSIT_BONUS_JOB_MS });
  await app.register(weeklyFundJob, { db: database.db, everyMs: WEEKLY_FUND_JOB_MS });
  await app.register(salaryJob, { db: database.db, everyMs: SALARY_JOB_MS });
  await app.register(transferRoutes, { db: database.db, bus, timeoutMs: config.TRANSFER_WALLET_TIMEOUT_MS });
  await app.register(transferReconcileJob, {
    db: database.db,
    bus,
    everyMs: TRANSFER_RECONCILE_JOB_MS,
    timeoutMs: config.TRANSFER_WALLET_TIMEOUT_MS,
  });
  await app.register(feedbackRoutes, {
    db: database.db,
    storage: diskFeedbackStorage(config.FEEDBACK_DIR ?? path.join(config.DATA_DIR, 'feedback')),
    sendsPerMinute: config.FEEDBACK_PER_MINUTE,
  });

  await app.register(site, {
    webDistDir,
    firstScreens: config.RENDER_FIRST_SCREENS,
    firstScreenCacheMs: config.SYSTEM_CACHE_MS,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
