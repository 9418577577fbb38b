import { createHash } from 'node:crypto';
import type { SeamlessBodies, SeamlessValue } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { memberAccountId, memberBalances } from './ledger-repository.js';
import { findLaunchPlayer, findLaunchPlayers, findLiveLaunchToken, findPlayer } from './player-repository.js';

export const hashLaunchToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function playerValue(db: DbOrTx, memberId: number): Promise<SeamlessValue> {
  const player = await findPlayer(db, memberId);
  if (!player) throw new AppError('NOT_FOUND', { field: 'playerId' });
  await memberAccountId(db, memberId, player.currency);
  const balance =
    (await memberBalances(db, memberId)).find((b) => b.currency === player.currency)?.balance ?? 0;
  return { playerId: String(memberId), userName: player.userName, currency: player.currency, balance };
}

/** `authenticate`: the vendor trades the launch token for the player, their currency and balance. */
export async function authenticatePlayer(
  db: DbOrTx,
  vendor: string,
  body: SeamlessBodies['authenticate'],
): Promise<SeamlessValue & { nodeId: number | null }> {
  const launch = await findLiveLaunchToken(db, hashLaunchToken(body.token), vendor);
  if (!launch) throw new AppError('TOKEN_EXPIRED', { field: 'token' });
  return { ...(await playerValue(db, launch.memberId)), nodeId: launch.nodeId };
}

/**
 * The player a live launch token names, as `authenticate` finds them but in one query and without
 * the balance: for our own games' calls, whose ledger transfer answers with the balance anyway.
 */
export async function playerOfLaunch(db: DbOrTx, vendor: string, token: string) {
  const player = await findLaunchPlayer(db, hashLaunchToken(token), vendor);
  if (!player) throw new AppError('TOKEN_EXPIRED', { field: 'token' });
  return player;
}

/**
 * `playerOfLaunch` for a batch of calls, in one query: the player of each token (by the token), or
 * none for a token that is not alive for this vendor (the call is then TOKEN_EXPIRED).
 */
export async function playersOfLaunches(db: DbOrTx, vendor: string, tokens: string[]) {
  const hashes = new Map(tokens.map((token) => [token, hashLaunchToken(token)]));
  const byHash = await findLaunchPlayers(db, [...new Set(hashes.values())], vendor);
  const players = new Map<string, NonNullable<ReturnType<typeof byHash.get>>>();
  for (const [token, hash] of hashes) {
    const player = byHash.get(hash);
    if (player) players.set(token, player);
  }
  return players;
}

/** `balance`: the player's balance in their currency. */
export function playerBalance(db: DbOrTx, body: SeamlessBodies['balance']): Promise<SeamlessValue> {
  return playerValue(db, Number(body.playerId));
}
