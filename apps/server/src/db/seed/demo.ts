import {
  CRASH_GAME_CODE,
  HOUSE_VENDOR,
  LANGUAGES,
  type Language,
  LOTTO_GAMES,
  WHITELABEL_FLAGS,
  type WhitelabelFlag,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { saveAnnouncement, saveHelpItem, saveNews } from '../../modules/content/index.js';
import { importCatalogue } from '../../modules/games/index.js';
import { crashCatalogueFeed, houseCatalogueFeed } from '../../modules/house/index.js';
import {
  lotteryCatalogueFeed,
  lottoCatalogueFeed,
  officialLotteryCatalogueFeed,
  seedLotteries,
} from '../../modules/lottery/index.js';
import { currentPeriod, leaderboardPolicyOf } from '../../modules/promotions/leaderboard-service.js';
import { readSettingRows, resolveSettings } from '../../modules/system/index.js';
import type { Db } from '../client.js';
import {
  activities,
  depositPromos,
  siteResources,
  systemSettings,
  whitelabelFlags,
} from '../schema/index.js';
import { DEMO_ACTIVITIES, demoActivityRows } from './activities.js';
import { DEMO_BANNERS, DEMO_MARQUEE, DEMO_NEWS, DEMO_VIP_BANNERS } from './announcements.js';
import { seedDemoAgentTeam } from './demo-agent.js';
import { demoDepositPromoRow } from './deposit-promos.js';
import CN from './help/CN.json' with { type: 'json' };
import EN from './help/EN.json' with { type: 'json' };
import JA from './help/JA.json' with { type: 'json' };
import PT from './help/PT.json' with { type: 'json' };
import TH from './help/TH.json' with { type: 'json' };
import TY from './help/TY.json' with { type: 'json' };
import VI from './help/VI.json' with { type: 'json' };

const HELP: Record<Language, { key: string; title: string; content: string }[]> = {
  EN,
  PT,
  TY,
  CN,
  VI,
  TH,
  JA,
};

const FLAGS_OFF: WhitelabelFlag[] = ['FACEBOOKLOGIN3', 'GOOGLELOGIN3'];

const VIP_NAMES = ['NEW', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND', 'ROYAL'];
/** Settled turnover (pesos) that reaches each level 0–20. */
const VIP_TURNOVER = [
  0, 1_000, 5_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000,
  20_000_000, 35_000_000, 50_000_000, 75_000_000, 100_000_000, 150_000_000, 200_000_000, 300_000_000,
  500_000_000,
];

const DEMO_SETTINGS: Record<string, unknown> = {
  siteName: 'PerlaPlay',
  allowedCountries: ['PH', 'SG', 'MY', 'ID', 'TH', 'VN', 'JP', 'CN', 'HK', 'TW', 'KR', 'BR', 'US'],
  customerService: { csType: 'CS', url: 'https://t.me/perlaplay_support' },
  // A demo receiving account, so a manual deposit can be tried end to end after `npm start`.
  manualDeposit: { bank: 'BDO Unibank', accountName: 'PerlaPlay Demo Inc.', accountNumber: '001234567890' },
  promotions: {
    APP_DOWNLOAD: { enabled: true },
    MISSION: { enabled: true },
    LOGIN: { enabled: true },
    REFERRAL: { enabled: true },
  },
  // Rates (%) of settled turnover per game category, rising with the VIP level (R-PROMO-15).
  rebate: {
    tiers: [
      {
        fromLevel: 0,
        percents: {
          RNG: 0.5,
          FISH: 0.5,
          PVP: 0.3,
          LIVE: 0.3,
          SPORTS: 0.3,
          ESPORTS: 0.3,
          COCKFIGHT: 0.2,
          LOTT: 0.2,
          ELOTT: 0.2,
        },
      },
      {
        fromLevel: 4,
        percents: {
          RNG: 0.8,
          FISH: 0.8,
          PVP: 0.5,
          LIVE: 0.5,
          SPORTS: 0.5,
          ESPORTS: 0.5,
          COCKFIGHT: 0.3,
          LOTT: 0.3,
          ELOTT: 0.3,
        },
      },
      {
        fromLevel: 10,
        percents: {
          RNG: 1.2,
          FISH: 1.2,
          PVP: 0.8,
          LIVE: 0.8,
          SPORTS: 0.8,
          ESPORTS: 0.8,
          COCKFIGHT: 0.5,
          LOTT: 0.5,
          ELOTT: 0.5,
        },
      },
    ],
  },
  // Weekly periods, prizes (pesos) for the top ten (R-PROMO-07).
  leaderboard: { periodDays: 7, prizes: [5_000, 3_000, 2_000, 1_000, 800, 600, 500, 400, 300, 200] },
  vip: {
    enabled: true,
    // Levels 0–20 in seven named tiers; GOLD starts at level 7, and so does the personal host.
    tiers: VIP_TURNOVER.map((turnover, level) => ({
      level,
      name: VIP_NAMES[Math.min(Math.ceil(level / 3), VIP_NAMES.length - 1)] as string,
      turnover,
      dailySalary: level === 0 ? 0 : Math.round(turnover / 20_000) + level,
      monthlySalary: level === 0 ? 0 : Math.round(turnover / 1_000) + level * 10,
      weeklyCashbackPercent: level === 0 ? 0 : Math.round(30 + level * 6) / 100,
      weeklyCashbackCap: level === 0 ? 0 : Math.round(turnover / 100) + 500,
    })),
    hostFromLevel: 7,
    weeklyFundWagering: 1,
    wheelPrizes: [
      { amount: 5, percent: 55 },
      { amount: 20, percent: 30 },
      { amount: 100, percent: 12 },
      { amount: 500, percent: 2.5 },
      { amount: 2_000, percent: 0.5 },
    ],
  },
};

const DEMO_RESOURCES = [
  { resourceType: 'TELEGRAM', url: 'https://t.me/perlaplay', position: 1 },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/perlaplay', position: 2 },
  { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/perlaplay', position: 3 },
];

/** What a demo seed made that the start log must tell: the demo agent's login, the first time. */
export interface DemoSeedResult {
  demoAgent: { username: string; password: string } | null;
}

/**
 * Demo data for a fresh site. Idempotent: it only adds what is missing, so running it again (or on
 * every start) never overwrites what an operator has changed.
 */
export async function seedDemo(db: Db): Promise<DemoSeedResult> {
  await db
    .insert(whitelabelFlags)
    .values(WHITELABEL_FLAGS.map((key) => ({ key, enabled: !FLAGS_OFF.includes(key) })))
    .onConflictDoNothing();
  await db
    .insert(systemSettings)
    .values(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  await db.insert(siteResources).values(DEMO_RESOURCES).onConflictDoNothing();

  for (const language of LANGUAGES) {
    const existing = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from help_items where language = ${language}`,
    );
    if ((existing.rows[0]?.n ?? 0) > 0) continue;
    for (const [position, item] of HELP[language].entries()) {
      await saveHelpItem(db, { language, position, ...item });
    }
  }

  await seedAnnouncements(db);

  // The demo activities, once: what the operator adds or hides later is theirs to keep.
  const anyActivity = await db.execute(sql`select 1 from activities limit 1`);
  if (anyActivity.rows.length === 0) {
    const rows = await db.insert(activities).values(demoActivityRows()).returning({ id: activities.id });
    const appDownload = rows[DEMO_ACTIVITIES.findIndex((activity) => activity.appDownload)];
    if (appDownload)
      await db
        .insert(systemSettings)
        .values({ key: 'appDownloadActivity', value: appDownload.id })
        .onConflictDoNothing();
  }
  // The demo deposit promotion, once, as the activities.
  const anyPromo = await db.execute(sql`select 1 from deposit_promos limit 1`);
  if (anyPromo.rows.length === 0) await db.insert(depositPromos).values(demoDepositPromoRow());
  // The running leaderboard period, so the board has one before the scheduled job's first run.
  await currentPeriod(db, leaderboardPolicyOf(resolveSettings(await readSettingRows(db))));

  // The in-house slots, once: an operator's later changes to them are theirs to keep.
  const house = await db.execute(sql`select 1 from vendors where code = ${HOUSE_VENDOR}`);
  if (house.rows.length === 0) await importCatalogue(db, houseCatalogueFeed());
  const crash = await db.execute(
    sql`select 1 from games where vendor_code = ${HOUSE_VENDOR} and game_id = ${CRASH_GAME_CODE}`,
  );
  if (crash.rows.length === 0) await importCatalogue(db, crashCatalogueFeed());
  // The house lotteries (ELOTT), once, and their first draws: their tiles open the lottery game page.
  const lottery = await db.execute(
    sql`select 1 from games where vendor_code = ${HOUSE_VENDOR} and category = 'ELOTT' limit 1`,
  );
  if (lottery.rows.length === 0) await importCatalogue(db, lotteryCatalogueFeed());
  // The official-results games (LOTT), once, also on an install seeded before they existed.
  const official = await db.execute(
    sql`select 1 from games where vendor_code = ${HOUSE_VENDOR} and category = 'LOTT' limit 1`,
  );
  if (official.rows.length === 0) await importCatalogue(db, officialLotteryCatalogueFeed());
  // The pick-6 lotto games (LOTT), once, also on an install seeded before they existed.
  const lotto = await db.execute(
    sql`select 1 from games where vendor_code = ${HOUSE_VENDOR} and game_id = ${LOTTO_GAMES[0]?.code ?? ''}`,
  );
  if (lotto.rows.length === 0) await importCatalogue(db, lottoCatalogueFeed());
  await seedLotteries(db, Date.now());
  return { demoAgent: await seedDemoAgentTeam(db) };
}

/** Banners, marquee lines and lobby news per language, only for a language that has none yet. */
async function seedAnnouncements(db: Db): Promise<void> {
  for (const language of LANGUAGES) {
    const existing = await db.execute<{ n: number }>(
      sql`select (select count(*) from announcements where language = ${language})::int
               + (select count(*) from lobby_news where language = ${language})::int as n`,
    );
    if ((existing.rows[0]?.n ?? 0) > 0) continue;
    for (const [position, banner] of DEMO_BANNERS.entries()) {
      await saveAnnouncement(db, {
        type: 'B',
        groupName: 'm_home',
        language,
        position,
        title: banner.title[language],
        content: `<p>${banner.content[language]}</p>`,
        imageUrl: banner.imageUrl,
        url: banner.url,
      });
    }
    for (const [position, banner] of DEMO_VIP_BANNERS.entries()) {
      await saveAnnouncement(db, {
        type: 'B',
        groupName: banner.groupName,
        language,
        position,
        title: banner.title[language],
        content: `<p>${banner.content[language]}</p>`,
        imageUrl: banner.imageUrl,
        url: banner.url,
      });
    }
    for (const [position, line] of DEMO_MARQUEE.entries()) {
      await saveAnnouncement(db, {
        type: 'PL',
        language,
        position,
        title: line[language],
        content: `<p>${line[language]}</p>`,
      });
    }
    for (const news of DEMO_NEWS) {
      const publishedAt = new Date(Date.now() - news.daysAgo * 86_400_000);
      await saveNews(db, {
        language,
        title: news.title[language],
        content: news.content[language],
        publishedAt,
      });
    }
  }
}
