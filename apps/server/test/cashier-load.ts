import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.js';
import { signSeamless } from '../src/modules/wallet/index.js';
import { runOpsCommand } from '../src/ops/commands.js';
import { STRONG_PASSWORD, uniqueName } from './accounts.js';
import { kycParts, pendingKycId } from './identity.js';
import { multipartBody } from './multipart.js';

const JSON_SAME_ORIGIN = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

/** What a call got: its status, or 0 when no answer came (the server was killed under it). */
export interface Answer {
  status: number;
  body: { success?: boolean; code?: string; value?: Record<string, unknown> } | null;
}

/** One HTTP call of the site's, over the network, that never throws. */
export async function call(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  try {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...JSON_SAME_ORIGIN,
        ...(token ? { token } : {}),
        'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, body: null };
  }
}

/** Calls `send` until it gets an answer, as a client retrying with the same key does. */
export async function untilAnswered(send: () => Promise<Answer>, tries = 40): Promise<Answer> {
  for (let i = 0; i < tries; i++) {
    const answer = await send();
    if (answer.status !== 0 && answer.status !== 503) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no answer after retries');
}

export const key = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** A registered member with a payment password and a GCash account, through the site's own calls. */
export async function cashierPlayer(origin: string, index: number, verifyOn?: Db) {
  const username = uniqueName('race');
  const registered = await call(origin, 'PUT', '/wps/member/register', {
    username,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    agreeTerms: true,
    birthDate: '1990-05-17',
    notRestrictedPerson: true,
  });
  const token = registered.body?.value?.token as string;
  if (!token) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  await call(
    origin,
    'POST',
    '/wps/member/paymentPassword',
    { paymentPassword: '482913', confirmPaymentPassword: '482913' },
    token,
  );
  const card = await call(
    origin,
    'POST',
    '/wps/member/bankCard',
    {
      bankCode: 'GCASH',
      accountNumber: `0917${String(1_000_000 + index).slice(-7)}`,
      accountName: 'Race Player',
    },
    token,
  );
  const info = await call(origin, 'GET', '/wps/member/info', undefined, token);
  const memberId = Number(info.body?.value?.id);
  // Withdrawals wait for an approved identity (issue 16): the real upload, then the operator's approval.
  if (verifyOn) await verifyIdentityAt(origin, verifyOn, token, memberId);
  return { username, token, cardId: card.body?.value?.id as number, memberId };
}

async function verifyIdentityAt(origin: string, db: Db, token: string, memberId: number) {
  const { payload, contentType } = multipartBody(kycParts());
  const res = await fetch(`${origin}/wps/protection/kyc`, {
    method: 'PUT',
    headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin', token },
    body: payload,
    signal: AbortSignal.timeout(15_000),
  });
  if (res.status !== 200) throw new Error(`kyc upload: ${await res.text()}`);
  await runOpsCommand(db, ['kyc', 'approve', String(await pendingKycId(db, memberId))]);
}

/** A bet of the vendor's, signed as the seamless wallet wants it. */
export function signedBet(
  origin: string,
  vendor: { code: string; secret: string; gameId: string },
  bet: Record<string, unknown>,
) {
  const raw = JSON.stringify(bet);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return fetch(`${origin}/seamless/${vendor.code}/bet`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signSeamless(vendor.secret, timestamp, raw),
    },
    body: raw,
    signal: AbortSignal.timeout(15_000),
  })
    .then(async (res) => ({ status: res.status, body: JSON.parse(await res.text()) }) as Answer)
    .catch(() => ({ status: 0, body: null }) as Answer);
}

/** Joins the first deposit promotion offered (the demo one) for the player's order; the bonus id. */
export async function joinFirstPromo(origin: string, token: string, orderId: number): Promise<number> {
  const offers = await call(origin, 'GET', '/wps/relay/MCS2_depositPromoList', undefined, token);
  const promoId = (offers.body?.value?.list as { promoId: number }[] | undefined)?.[0]?.promoId;
  const joined = await call(origin, 'POST', '/wps/relay/MCS2_acceptPromo', { promoId, orderId }, token);
  if (joined.status !== 200) throw new Error(`acceptPromo: ${JSON.stringify(joined.body)}`);
  return Number(joined.body?.value?.bonusId);
}
