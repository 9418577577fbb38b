import type { DbOrTx } from '../../db/client.js';
import { findLaunchableGames, onlineCountsSince } from './game-repository.js';
import type { GameRow } from './game-view.js';

/**
 * The launchable catalogue (about a thousand rows) and its online counts, read at most once per
 * `ttlMs` per node and shared by every call, like the system configuration. An operator change made
 * on this node (import, enable, disable) clears it at once; other nodes see it within `ttlMs`.
 */
export interface CatalogueSnapshot {
  games: (GameRow & { nameLower: string })[];
  online: Map<number, number>;
  /** Serialised answers cut from this snapshot, by query; they live and die with it. */
  answers: Map<string, string>;
  answerBytes: number;
}

/** A bound on the answers kept per snapshot (one snapshot per node at a time). */
export const ANSWER_CACHE_BYTES = 8 * 1024 * 1024;

interface Entry {
  at: number;
  snapshot: Promise<CatalogueSnapshot>;
}

const entries = new WeakMap<object, Entry>();

async function load(db: DbOrTx): Promise<CatalogueSnapshot> {
  const [games, online] = await Promise.all([findLaunchableGames(db), onlineCountsSince(db)]);
  return {
    games: games.map((game) => ({ ...game, nameLower: game.name.toLowerCase() })),
    online,
    answers: new Map(),
    answerBytes: 0,
  };
}

export function catalogueSnapshot(db: DbOrTx, ttlMs: number): Promise<CatalogueSnapshot> {
  const now = Date.now();
  const entry = entries.get(db);
  if (entry && ttlMs > 0 && now - entry.at < ttlMs) return entry.snapshot;
  const snapshot = load(db);
  entries.set(db, { at: now, snapshot });
  // A failed read is not kept: the next call tries again.
  snapshot.catch(() => entries.delete(db));
  return snapshot;
}

export function invalidateCatalogue(db: DbOrTx) {
  entries.delete(db);
}
