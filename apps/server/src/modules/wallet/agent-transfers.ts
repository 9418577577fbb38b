import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { houseAccountId, memberAccountId, postTransfer } from './ledger-repository.js';

/**
 * Money one member pays another under an agent contract passes through this house account: the
 * ledger moves money between a member and the house only, and the account's two sides cancel, so
 * its balance stays zero and the books still sum to zero.
 */
const AGENT_CLEARING_ACCOUNT = 'agent_pay:PHP:0';

export interface AgentPayment {
  fromMemberId: number;
  toMemberId: number;
  centavos: number;
  kind: 'agent_salary' | 'agent_dividend';
  /** The originator's idempotency key, e.g. `salary:<contract>:<day>`: a replay pays nothing more. */
  key: string;
}

/**
 * Pays `centavos` of real money (PHP) from one member to another in the caller's transaction:
 * out of the payer's wallet into the clearing account, then on to the payee, both idempotent on
 * `key`. 'insufficient' when the payer is short: nothing moved.
 */
export async function payBetweenMembers(
  db: DbOrTx,
  p: AgentPayment,
): Promise<{ outcome: 'paid' | 'replayed' | 'insufficient' }> {
  const clearing = await houseAccountId(db, AGENT_CLEARING_ACCOUNT, 'PHP');
  const payer = await memberAccountId(db, p.fromMemberId, 'PHP');
  const payee = await memberAccountId(db, p.toMemberId, 'PHP');
  const out = await postTransfer(db, {
    scope: 'agent',
    key: `${p.key}:out`,
    kind: p.kind,
    debitAccountId: payer,
    creditAccountId: clearing,
    amount: p.centavos,
    memberId: p.fromMemberId,
  });
  if (out.outcome === 'insufficient') return { outcome: 'insufficient' };
  if (out.outcome !== 'posted' && out.outcome !== 'replayed')
    throw new AppError('TRANSACTION_CONFLICT', { field: 'key' });
  const into = await postTransfer(db, {
    scope: 'agent',
    key: `${p.key}:in`,
    kind: p.kind,
    debitAccountId: clearing,
    creditAccountId: payee,
    amount: p.centavos,
    memberId: p.toMemberId,
  });
  if (into.outcome !== 'posted' && into.outcome !== 'replayed')
    throw new AppError('TRANSACTION_CONFLICT', { field: 'key' });
  return { outcome: out.outcome === 'replayed' ? 'replayed' : 'paid' };
}
