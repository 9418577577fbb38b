import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { findGameByNode } from './game-repository.js';
import { deleteMatch, findAllMatches, insertMatch } from './hot-match-repository.js';

const name = z.string().trim().min(1).max(80);
const logo = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^(https:\/\/|\/(?!\/))/iu.test(v), 'an https:// URL or a /path')
  .default('');

/** What the operator gives for one match (`npm run ops -- match add …`). */
export const hotMatchInputSchema = z.strictObject({
  league: name,
  homeTeam: name,
  awayTeam: name,
  homeTeamImageUrl: logo,
  awayTeamImageUrl: logo,
  matchTime: z.date(),
  nodeId: z.int().positive(),
});
export type HotMatchInput = z.input<typeof hotMatchInputSchema>;

export class HotMatchError extends Error {}

/** Stores one match; its game must exist and be enabled (with its vendor). */
export async function addHotMatch(db: DbOrTx, input: HotMatchInput): Promise<number> {
  const match = hotMatchInputSchema.parse(input);
  const game = await findGameByNode(db, match.nodeId);
  if (!game) throw new HotMatchError(`no game with node id ${match.nodeId}`);
  if (!game.gameEnabled || !game.vendorEnabled)
    throw new HotMatchError(`game ${match.nodeId} cannot be launched (it or its vendor is disabled)`);
  return insertMatch(db, match);
}

export async function listHotMatches(db: DbOrTx) {
  const rows = await findAllMatches(db);
  return rows.map((r) => ({ ...r, matchTime: r.matchTime.toISOString() }));
}

export const removeHotMatch = (db: DbOrTx, id: number) => deleteMatch(db, id);
