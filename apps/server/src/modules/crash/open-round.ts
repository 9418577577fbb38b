import { CRASH_RULES, crashElapsedMs, crashPointCents } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { chainHashAt, makeChain } from './chain.js';
import { insertChain, insertRound, newestChainWithNextIndex } from './round-repository.js';

/**
 * Opens the next round with the next unused hash of the newest chain (a new chain is made when
 * none is left). Its timeline is fixed here: betting ends `bettingMs` from now, the multiplier starts
 * at that instant and the round crashes when the curve reaches the point.
 */
export async function openNextRound(db: Db, now: number, bettingMs: number) {
  let next = await newestChainWithNextIndex(db);
  if (!next || next.nextIndex > next.chain.length) {
    const chain = await insertChain(db, makeChain(CRASH_RULES.chainLength));
    next = { chain, nextIndex: 1 };
  }
  const hash = chainHashAt(next.chain, next.nextIndex);
  const point = await crashPointCents(hash, next.chain.salt);
  const bettingEndsAt = now + bettingMs;
  return insertRound(db, {
    chainId: next.chain.id,
    chainIndex: next.nextIndex,
    hash,
    crashPointCents: point,
    bettingEndsAt: new Date(bettingEndsAt),
    crashesAt: new Date(bettingEndsAt + crashElapsedMs(point)),
  });
}
