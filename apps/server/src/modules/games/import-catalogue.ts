import { pesosToCentavos } from '@app/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { invalidateCatalogue } from './catalogue-cache.js';
import {
  type FeedClassification,
  type FeedGame,
  type FeedVendor,
  feedCategorySchema,
  feedClassificationSchema,
  feedGameSchema,
  feedSchema,
  feedVendorSchema,
} from './catalogue-feed.js';
import {
  listClassificationKeys,
  listVendorCodes,
  upsertCategories,
  upsertClassifications,
  upsertGames,
  upsertVendors,
} from './catalogue-repository.js';

export interface RefusedEntry {
  section: 'categories' | 'vendors' | 'classifications' | 'games';
  index: number;
  reason: string;
}
export interface ImportReport {
  imported: { categories: number; vendors: number; classifications: number; games: number };
  refused: RefusedEntry[];
}

export class FeedError extends Error {}

function parseEach<T>(
  section: RefusedEntry['section'],
  entries: unknown[],
  schema: z.ZodType<T>,
  refused: RefusedEntry[],
): { index: number; value: T }[] {
  const valid: { index: number; value: T }[] = [];
  entries.forEach((entry, index) => {
    const parsed = schema.safeParse(entry);
    if (parsed.success) valid.push({ index, value: parsed.data });
    else refused.push({ section, index, reason: z.prettifyError(parsed.error).replaceAll('\n', ' ') });
  });
  return valid;
}

/** Keeps the first of entries sharing a key, refusing the later ones. */
function unique<T>(
  section: RefusedEntry['section'],
  items: { index: number; value: T }[],
  keyOf: (v: T) => string,
  refused: RefusedEntry[],
) {
  const seen = new Set<string>();
  return items.filter(({ index, value }) => {
    const key = keyOf(value);
    if (!seen.has(key)) return seen.add(key);
    refused.push({ section, index, reason: `duplicate ${key}` });
    return false;
  });
}

/**
 * Imports a vendor feed in one transaction: valid entries are upserted (vendors by code,
 * classifications by category and key, games by vendor and gameId, so node ids stay), the rest
 * are reported. Importing the same feed again changes nothing.
 */
export async function importCatalogue(db: Db, input: unknown): Promise<ImportReport> {
  const top = feedSchema.safeParse(input);
  if (!top.success) throw new FeedError(`not a catalogue feed: ${z.prettifyError(top.error)}`);
  const feed = top.data;
  const refused: RefusedEntry[] = [];
  const categories = unique(
    'categories',
    parseEach('categories', feed.categories, feedCategorySchema, refused),
    (c) => c.category,
    refused,
  );
  const vendors = unique(
    'vendors',
    parseEach<FeedVendor>('vendors', feed.vendors, feedVendorSchema, refused),
    (v) => v.code,
    refused,
  );
  const classifications = unique(
    'classifications',
    parseEach<FeedClassification>('classifications', feed.classifications, feedClassificationSchema, refused),
    (c) => `${c.category}/${c.key}`,
    refused,
  );
  const parsedGames = unique(
    'games',
    parseEach<FeedGame>('games', feed.games, feedGameSchema, refused),
    (g) => `${g.vendor}/${g.gameId}`,
    refused,
  );

  const report = await db.transaction(async (tx) => {
    await upsertCategories(
      tx,
      categories.map((c) => c.value),
    );
    await upsertVendors(
      tx,
      vendors.map((v) => v.value),
    );
    await upsertClassifications(
      tx,
      classifications.map((c) => c.value),
    );
    const knownVendors = new Set(await listVendorCodes(tx));
    const knownKeys = new Set((await listClassificationKeys(tx)).map((c) => `${c.category}/${c.key}`));
    const games = parsedGames.filter(({ index, value }) => {
      let reason: string | undefined;
      if (!knownVendors.has(value.vendor)) reason = `unknown vendor ${value.vendor}`;
      const unknownKey = value.classify.find((key) => !knownKeys.has(`${value.category}/${key}`));
      if (!reason && unknownKey) reason = `unknown classification ${value.category}/${unknownKey}`;
      if (reason) refused.push({ section: 'games', index, reason });
      return !reason;
    });
    await upsertGames(
      tx,
      games.map(({ value: { vendor, minBet, ...game } }) => ({
        ...game,
        vendorCode: vendor,
        gameCode: game.gameCode ?? game.gameId,
        minBetCentavos: pesosToCentavos(minBet),
      })),
    );
    return {
      imported: {
        categories: categories.length,
        vendors: vendors.length,
        classifications: classifications.length,
        games: games.length,
      },
      refused,
    };
  });
  invalidateCatalogue(db);
  return report;
}
