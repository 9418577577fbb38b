import { CATALOGUE_POLICY, type Game, type GamePage, pesosToCentavos, VENDOR_CODES } from '@app/contracts';
import type { gameListBodySchema } from '@app/contracts/schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { ANSWER_CACHE_BYTES, type CatalogueSnapshot, catalogueSnapshot } from './catalogue-cache.js';
import { onlineCounts } from './game-repository.js';
import { type GameRow, pagesOf, toGame } from './game-view.js';

export type GameListQuery = z.output<typeof gameListBodySchema>;

/** A real online count, given only from the threshold up (H-1, R-GAMES-12). */
const shownCount = (n: number | undefined) =>
  n !== undefined && n >= CATALOGUE_POLICY.onlineCountMinimum ? n : null;

/** Games with their real online counts, read for just these games. */
export async function withOnlineCounts(db: DbOrTx, rows: GameRow[]): Promise<Game[]> {
  const counts = await onlineCounts(
    db,
    rows.map((r) => r.nodeId),
  );
  return rows.map((row) => toGame(row, shownCount(counts.get(row.nodeId))));
}

/** The filters of R-API-55, normalised: blank, ALL and null all mean "no filter". */
function filterOf(query: GameListQuery) {
  const category = query.gameType && query.gameType !== 'ALL' ? query.gameType : undefined;
  const vendor = query.vassalage || undefined;
  return {
    name: query.gameName?.trim().toLowerCase() || undefined,
    category,
    vendor,
    // BGS is a category of its own on the site (R-GAMES-03): an RNG list leaves it out unless asked by name.
    leftOut: category === 'RNG' && vendor !== VENDOR_CODES.bgs ? VENDOR_CODES.bgs : undefined,
    classify: query.gameClassify || undefined,
    onlyNew: query.isNew != null,
    maxMinBet: query.minBet == null ? undefined : pesosToCentavos(query.minBet),
  };
}

/** The filters as one predicate over the snapshot's games. */
function matcherOf(query: GameListQuery): (game: CatalogueSnapshot['games'][number]) => boolean {
  const { name, category, vendor, leftOut, classify, onlyNew, maxMinBet } = filterOf(query);
  return (game) =>
    (!category || game.category === category) &&
    (!vendor || game.vendorCode === vendor) &&
    game.vendorCode !== leftOut &&
    (!classify || game.classify.includes(classify)) &&
    (!onlyNew || game.isNew) &&
    (maxMinBet === undefined || game.minBetCentavos <= maxMinBet) &&
    (!name || game.nameLower.includes(name));
}

export function pageOf(snapshot: CatalogueSnapshot, query: GameListQuery): GamePage {
  const matching = snapshot.games.filter(matcherOf(query));
  const start = (query.pageNo - 1) * query.pageSize;
  return {
    games: matching
      .slice(start, start + query.pageSize)
      .map((row) => toGame(row, shownCount(snapshot.online.get(row.nodeId)))),
    pageNum: query.pageNo,
    totalPages: pagesOf(matching.length, query.pageSize),
    total: matching.length,
  };
}

/**
 * R-API-55: the filtered, paged game list in the envelope, serialised, ordered by the operator's
 * position, then name; a page past the end is empty with the real page count. It is cut from the
 * shared catalogue snapshot (see catalogue-cache.ts), and the same query on the same snapshot gets
 * the same text, so a busy category page costs one filter per snapshot, not one per call.
 */
export async function listGamesJson(db: DbOrTx, query: GameListQuery, cacheMs: number): Promise<string> {
  const snapshot = await catalogueSnapshot(db, cacheMs);
  const key = JSON.stringify([filterOf(query), query.pageNo, query.pageSize]);
  const cached = snapshot.answers.get(key);
  if (cached !== undefined) return cached;
  const answer = JSON.stringify(ok(pageOf(snapshot, query)));
  if (snapshot.answerBytes + answer.length <= ANSWER_CACHE_BYTES) {
    snapshot.answers.set(key, answer);
    snapshot.answerBytes += answer.length;
  }
  return answer;
}
