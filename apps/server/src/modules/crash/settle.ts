import { type Currency, crashPayoutCentavos, HOUSE_VENDOR } from '@app/contracts';
import { publishBalance, vendorTransfers } from '../wallet/index.js';
import { endBets, openBetsOfRound } from './bet-repository.js';
import type { CrashDeps } from './crash-deps.js';
import { crashWinBody } from './place-bet.js';
import { lockUnsettledRounds, markSettled } from './round-repository.js';

/**
 * How long after the crash instant the settlement waits: a cash-out that reached the server before
 * the crash is still being written, and must not find its bet already lost.
 */
export const SETTLE_GRACE_MS = 500;

/**
 * Settles every crashed round whose grace has passed, each in one transaction with its ledger
 * transfers: an automatic cash-out at or below the crash point wins its target, every other open
 * bet loses (a zero `win`, which closes its ledger round). `settled_at` is written in the same
 * transaction, so a round is settled once, also when a node dies halfway and another redoes it.
 */
export async function settleCrashedRounds(deps: CrashDeps, now: number): Promise<number> {
  const done = await deps.db.transaction(async (tx) => {
    const balances: { memberId: number; currency: Currency; balance: number }[] = [];
    let rounds = 0;
    for (const round of await lockUnsettledRounds(tx)) {
      if (round.crashesAt.getTime() + SETTLE_GRACE_MS > now) continue;
      rounds++;
      const ends = (await openBetsOfRound(tx, round.id)).map((bet) => {
        const wins = bet.autoCashoutCents !== null && bet.autoCashoutCents <= round.crashPointCents;
        const payout = wins ? crashPayoutCentavos(bet.amountCentavos, bet.autoCashoutCents ?? 0) : 0;
        return {
          bet,
          end: {
            status: wins ? ('cashed' as const) : ('lost' as const),
            cashoutCents: wins ? bet.autoCashoutCents : null,
            payoutCentavos: payout,
          },
        };
      });
      // Every open bet's `win` (zero for a loss, which closes its ledger round) in one statement,
      // each with its own idempotency key, then every bet's end in another.
      const moved = await vendorTransfers(
        deps,
        tx,
        HOUSE_VENDOR,
        'win',
        ends.map(({ bet, end }) => crashWinBody(round.id, bet.memberId, end.payoutCentavos)),
        { publish: false },
      );
      for (const [k, answer] of moved.entries()) {
        // A refusal here is a fault, not a player's: the round stays unsettled for the next pass.
        if (!answer.ok) throw answer.error;
        const { bet, end } = ends[k] as (typeof ends)[number];
        if (end.status === 'cashed')
          balances.push({
            memberId: bet.memberId,
            currency: answer.value.currency,
            balance: answer.value.balance,
          });
      }
      await endBets(tx, ends);
      await markSettled(tx, round.id);
    }
    return { balances, rounds };
  });
  // Only once committed may the pages hear of it.
  for (const { memberId, currency, balance } of done.balances)
    publishBalance(deps.bus, memberId, currency, balance);
  return done.rounds;
}
