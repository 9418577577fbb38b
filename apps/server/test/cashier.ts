import { randomBytes } from 'node:crypto';
import { runOpsCommand } from '../src/ops/commands.js';
import { SAME_ORIGIN } from './accounts.js';
import type { TestApp } from './harness.js';
import { verifyIdentity } from './identity.js';
import { addExternalVendor, fundedMember, launchToken, seamless, txId, type Vendor } from './wallet.js';

export const PAYMENT_PASSWORD = '482913';
export const requestKey = () => `req-${randomBytes(8).toString('hex')}`;

/** A call of the cashier as the page makes it: the member's token, same-origin, JSON. */
export function cashierCall(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { token, ...SAME_ORIGIN },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export const ops = (t: TestApp, ...args: string[]) => runOpsCommand(t.db, args);

/** A member ready to withdraw: `pesos` credited by the operator, a payment password and one GCash account. */
export async function payoutMember(t: TestApp, pesos: number, payeeName = 'Juan Dela Cruz') {
  const member = await fundedMember(t, pesos);
  const set = await cashierCall(t, member.token, 'POST', '/wps/member/paymentPassword', {
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  if (set.statusCode !== 200) throw new Error(`payment password: ${set.body}`);
  const card = await cashierCall(t, member.token, 'POST', '/wps/member/bankCard', {
    bankCode: 'GCASH',
    accountNumber: `0917${String(member.memberId).padStart(7, '0').slice(-7)}`,
    accountName: payeeName,
  });
  if (card.statusCode !== 200) throw new Error(`card: ${card.body}`);
  // Withdrawals wait for an approved identity (issue 16): through the real upload and review.
  await verifyIdentity(t, member);
  return { ...member, cardId: card.json().value.id as number };
}

export function withdraw(
  t: TestApp,
  member: { token: string; cardId: number },
  amount: number,
  extra: Record<string, unknown> = {},
) {
  return cashierCall(t, member.token, 'POST', '/wps/transaction/withdraw', {
    bankCardId: member.cardId,
    amount,
    paymentPassword: PAYMENT_PASSWORD,
    requestId: requestKey(),
    ...extra,
  });
}

/** A manual deposit of `pesos` the operator confirmed: real deposited money, which must be wagered. */
export async function confirmedDeposit(t: TestApp, token: string, pesos: number) {
  const res = await cashierCall(t, token, 'POST', '/wps/relay/MCS2_depositManualTransfer', {
    amount: pesos,
    depositorName: 'Juan Dela Cruz',
    transferRef: `REF${randomBytes(4).toString('hex')}`,
    requestId: requestKey(),
  });
  if (res.statusCode !== 200) throw new Error(`deposit: ${res.body}`);
  const orderId = res.json().value.orderId as string;
  await ops(t, 'deposit', 'confirm', orderId, '--by', 'test');
  return orderId;
}

/** Settled bets of `pesos` in total on a third-party vendor's game: turnover. */
export async function wager(
  t: TestApp,
  vendor: Vendor,
  member: { token: string; playerId: string },
  pesos: number,
) {
  const token = await launchToken(t, member.token, vendor.code, vendor.nodeId);
  const res = await seamless(t, vendor, 'bet', {
    playerId: member.playerId,
    token,
    transactionId: txId(),
    roundId: txId('r'),
    gameId: vendor.gameId,
    amount: Math.round(pesos * 100),
  });
  if (res.statusCode !== 200) throw new Error(`bet: ${res.body}`);
}

export { addExternalVendor };
