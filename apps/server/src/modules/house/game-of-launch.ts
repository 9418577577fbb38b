import { HOUSE_VENDOR, type SlotDefinition, slotByCode } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { authenticatePlayer } from '../wallet/index.js';
import { houseGameCode } from './spin-repository.js';

/**
 * The seamless wallet's `authenticate`, as a third-party vendor would call it: the launch token names
 * the player and the game, and the game must be one of our slot definitions.
 */
export async function gameOfLaunch(db: DbOrTx, token: string) {
  const player = await authenticatePlayer(db, HOUSE_VENDOR, { token });
  const code = player.nodeId === null ? undefined : await houseGameCode(db, HOUSE_VENDOR, player.nodeId);
  const definition: SlotDefinition | undefined = code ? slotByCode(code) : undefined;
  if (!definition || player.nodeId === null) throw new AppError('NOT_FOUND', { field: 'token' });
  return { player, definition, nodeId: player.nodeId, memberId: Number(player.playerId) };
}
