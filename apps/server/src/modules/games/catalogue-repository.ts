import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gameCategories, gameClassifications, games, vendors } from '../../db/schema/index.js';
import type { FeedClassification, FeedGame, FeedVendor } from './catalogue-feed.js';

const CHUNK = 500;
const chunks = <T>(xs: T[]) =>
  Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));
const excluded = (column: string) => sql.raw(`excluded.${column}`);

export async function upsertCategories(db: DbOrTx, rows: { category: string; position: number }[]) {
  if (rows.length === 0) return;
  await db
    .insert(gameCategories)
    .values(rows)
    .onConflictDoUpdate({ target: gameCategories.category, set: { position: excluded('position') } });
}

export async function upsertVendors(db: DbOrTx, rows: FeedVendor[]) {
  for (const part of chunks(rows)) {
    await db
      .insert(vendors)
      .values(part)
      .onConflictDoUpdate({
        target: vendors.code,
        set: {
          displayName: excluded('display_name'),
          icon: excluded('icon'),
          accountTypeName: excluded('account_type_name'),
          inHouse: excluded('in_house'),
          gameCode: excluded('game_code'),
          cockfight: excluded('cockfight'),
          position: excluded('position'),
          enabled: excluded('enabled'),
          launchUrlTemplate: excluded('launch_url_template'),
        },
      });
  }
}

export async function upsertClassifications(db: DbOrTx, rows: FeedClassification[]) {
  for (const part of chunks(rows)) {
    await db
      .insert(gameClassifications)
      .values(part.map((r) => ({ ...r, names: r.names as Record<string, string> })))
      .onConflictDoUpdate({
        target: [gameClassifications.category, gameClassifications.key],
        set: { position: excluded('position'), names: excluded('names') },
      });
  }
}

/** Upserts by (vendor, gameId), so a game keeps its node id across imports. */
export async function upsertGames(
  db: DbOrTx,
  rows: (Omit<FeedGame, 'vendor' | 'minBet'> & {
    vendorCode: string;
    gameCode: string;
    minBetCentavos: number;
  })[],
) {
  for (const part of chunks(rows)) {
    await db
      .insert(games)
      .values(part)
      .onConflictDoUpdate({
        target: [games.vendorCode, games.gameId],
        set: Object.fromEntries(
          [
            ['gameCode', 'game_code'],
            ['name', 'name'],
            ['category', 'category'],
            ['classify', 'classify'],
            ['roomId', 'room_id'],
            ['iconUrl', 'icon_url'],
            ['showIcon', 'show_icon'],
            ['mobileSmallIcon', 'mobile_small_icon'],
            ['mobileLargeIcon', 'mobile_large_icon'],
            ['minBetCentavos', 'min_bet_centavos'],
            ['supportPlay', 'support_play'],
            ['isNew', 'is_new'],
            ['hotRank', 'hot_rank'],
            ['position', 'position'],
            ['enabled', 'enabled'],
            ['lottoMode', 'lotto_mode'],
            ['gameGroupId', 'game_group_id'],
            ['telNodeId', 'tel_node_id'],
            ['isH5', 'is_h5'],
          ].map(([key, column]) => [key as string, excluded(column as string)]),
        ),
      });
  }
}

export async function listVendorCodes(db: DbOrTx): Promise<string[]> {
  return (await db.select({ code: vendors.code }).from(vendors)).map((r) => r.code);
}

export async function listClassificationKeys(db: DbOrTx) {
  return db
    .select({ category: gameClassifications.category, key: gameClassifications.key })
    .from(gameClassifications);
}

/** Counts for `catalogue stats`: vendors and games, enabled or not, per category. */
export async function catalogueCounts(db: DbOrTx) {
  const perCategory = await db
    .select({
      category: games.category,
      games: count(),
      enabled: sql<number>`count(*) filter (where ${games.enabled} and ${vendors.enabled})::int`,
    })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .groupBy(games.category)
    .orderBy(games.category);
  const [v] = await db
    .select({ vendors: count(), enabled: sql<number>`count(*) filter (where ${vendors.enabled})::int` })
    .from(vendors);
  return { vendors: v ?? { vendors: 0, enabled: 0 }, perCategory };
}
