import { LANGUAGES, type Language, WHITELABEL_FLAGS, type WhitelabelFlag } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { saveHelpItem } from '../../modules/content/index.js';
import type { Db } from '../client.js';
import { siteResources, systemSettings, whitelabelFlags } from '../schema/index.js';
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

const DEMO_SETTINGS: Record<string, unknown> = {
  siteName: 'PerlaPlay',
  allowedCountries: ['PH', 'SG', 'MY', 'ID', 'TH', 'VN', 'JP', 'CN', 'HK', 'TW', 'KR', 'BR', 'US'],
  customerService: { csType: 'CS', url: 'https://t.me/perlaplay_support' },
  promotions: {
    APP_DOWNLOAD: { enabled: true },
    MISSION: { enabled: true },
    LOGIN: { enabled: true },
    REFERRAL: { enabled: true },
  },
  vip: {
    enabled: true,
    // Levels 0–20 in seven named tiers; GOLD starts at level 7.
    tiers: Array.from({ length: 21 }, (_, level) => ({
      level,
      name: VIP_NAMES[Math.min(Math.ceil(level / 3), VIP_NAMES.length - 1)] as string,
    })),
  },
};

const DEMO_RESOURCES = [
  { resourceType: 'TELEGRAM', url: 'https://t.me/perlaplay', position: 1 },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/perlaplay', position: 2 },
  { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/perlaplay', position: 3 },
];

/**
 * Demo data for a fresh site. Idempotent: it only adds what is missing, so running it again (or on
 * every start) never overwrites what an operator has changed.
 */
export async function seedDemo(db: Db): Promise<void> {
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
}
