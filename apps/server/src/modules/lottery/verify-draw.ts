import { houseLotteryByCode, type LotteryVerify } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { drawByNo } from './draw-repository.js';

/** Everything the verify page needs to recompute a drawn draw; a draw not yet drawn, or an
 * official draw (no seed to verify), is NOT_FOUND. */
export async function verifyDraw(db: DbOrTx, gameId: string, drawNo: number): Promise<LotteryVerify> {
  const game = houseLotteryByCode(gameId);
  const draw = game && (await drawByNo(db, gameId, drawNo));
  if (
    !game ||
    !draw ||
    draw.status !== 'settled' ||
    draw.numbers === null ||
    draw.serverSeed === null ||
    draw.commitment === null
  )
    throw new AppError('NOT_FOUND', { field: 'drawNo' });
  return {
    gameId,
    digits: game.digits,
    drawNo: draw.drawNo,
    commitment: draw.commitment,
    serverSeed: draw.serverSeed,
    numbers: draw.numbers,
    drawAt: draw.drawAt.toISOString(),
  };
}
