import { createHash, randomBytes } from 'node:crypto';
import {
  CATALOGUE_POLICY,
  type LaunchValue,
  MEMBER_TYPE,
  resolveLanguage,
  TCG_LOTTO_VENDORS,
} from '@app/contracts';
import type { launchQuerySchema } from '@app/contracts/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findGameByNode, findGameByVendorId } from './game-repository.js';
import { insertLaunch, insertLaunchToken } from './launch-repository.js';
import { touchRecent } from './member-games-repository.js';
import { adapterFor } from './vendor-adapter.js';
import { findVendor } from './vendor-repository.js';

export type LaunchQuery = z.output<typeof launchQuerySchema>;
export interface Launcher {
  memberId: number;
  memberType: number;
}

/** The vendor's lobby: gameCode=lobby for the TCG lotto vendors (R-GAMES-38), or a call naming no game. */
const isLobby = (q: LaunchQuery) =>
  (q.gameCode === 'lobby' && TCG_LOTTO_VENDORS.includes(q.vendor)) ||
  (q.nodeId === undefined && q.gameId === undefined);

async function gameOf(db: Db, q: LaunchQuery) {
  const nodeId = q.nodeId ?? (q.gameId ? await findGameByVendorId(db, q.vendor, q.gameId) : undefined);
  const game = nodeId === undefined ? undefined : await findGameByNode(db, nodeId);
  if (!game?.gameEnabled || game.vendorCode !== q.vendor) {
    throw new AppError('NOT_FOUND', { field: q.nodeId === undefined ? 'gameId' : 'nodeId' });
  }
  return game;
}

/**
 * R-API-63: checks the vendor, the game and the trial rule, records the launch and the recent game,
 * issues a short-lived launch token (only its SHA-256 kept) and asks the vendor's adapter for the URL.
 * A TCG lotto vendor with gameCode=lobby, or a call naming no game, opens the vendor's lobby.
 */
export async function launchGame(
  db: Db,
  who: Launcher,
  q: LaunchQuery,
  siteUrl: string,
): Promise<LaunchValue> {
  const vendor = await findVendor(db, q.vendor);
  if (!vendor?.enabled) throw new AppError('NOT_FOUND', { field: 'vendor' });
  const game = isLobby(q) ? null : await gameOf(db, q);
  // A trial account plays only games with free play (supportPlay 0); a vendor lobby is real money.
  if (who.memberType === MEMBER_TYPE.trial && game?.supportPlay !== 0) {
    throw new AppError('TRIAL_FORBIDDEN');
  }

  const token = randomBytes(32).toString('base64url');
  const nodeId = game?.nodeId ?? null;
  // Nothing is recorded unless a URL comes back: the adapter runs inside the transaction.
  const url = await db.transaction(async (tx) => {
    await insertLaunch(tx, who.memberId, vendor.code, nodeId);
    if (nodeId !== null) await touchRecent(tx, who.memberId, nodeId, CATALOGUE_POLICY.recentGamesKept);
    await insertLaunchToken(tx, {
      tokenHash: createHash('sha256').update(token).digest('hex'),
      memberId: who.memberId,
      vendorCode: vendor.code,
      nodeId,
      expiresAt: new Date(Date.now() + CATALOGUE_POLICY.launchTokenTtlSeconds * 1000),
    });
    const launched = await adapterFor(vendor).launchUrl({
      vendor,
      game,
      token,
      language: resolveLanguage(q.language),
      lobbyUrl: new URL('/m/home', siteUrl).toString(),
      memberId: who.memberId,
    });
    if (!launched) throw new AppError('URL_EMPTY', { field: 'vendor' });
    return launched;
  });
  return { url };
}
