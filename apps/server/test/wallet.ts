import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { importCatalogue } from '../src/modules/games/index.js';
import { adjustBalance, setVendorSecret, signSeamless } from '../src/modules/wallet/index.js';
import { disableRegisterCaptcha, registerMember } from './accounts.js';
import type { TestApp } from './harness.js';

/** A third-party vendor with one game, launched by URL template, with its seamless-wallet secret. */
export async function addExternalVendor(
  t: TestApp,
  code: string,
  launchBase = 'https://games.example',
  secret = randomBytes(32).toString('hex'),
) {
  await importCatalogue(t.db, {
    vendors: [
      {
        code,
        displayName: `${code} Games`,
        launchUrlTemplate: `${launchBase}/launch?token={token}&game={gameId}`,
      },
    ],
    games: [
      { vendor: code, gameId: `${code}-slot-1`, name: `${code} Slot`, category: 'RNG', supportPlay: 1 },
    ],
  });
  await setVendorSecret(t.db, code, secret);
  const node = await t.db.execute(sql`select node_id from games where vendor_code = ${code}`);
  return { code, secret, gameId: `${code}-slot-1`, nodeId: Number(node.rows[0]?.node_id) };
}

export type Vendor = Awaited<ReturnType<typeof addExternalVendor>>;

/** A seamless-wallet call as the vendor makes it: signed, with our clock unless told otherwise. */
export function seamless(
  t: TestApp,
  vendor: { code: string; secret: string },
  action: string,
  body: Record<string, unknown>,
  { timestamp = String(Math.floor(Date.now() / 1000)), secret = vendor.secret } = {},
) {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/seamless/${vendor.code}/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signSeamless(secret, timestamp, payload),
    },
    payload,
  });
}

/** Launches the vendor's game for the member and returns the launch token in the URL. */
export async function launchToken(t: TestApp, session: string, vendor: string, nodeId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?vendor=${vendor}&nodeId=${nodeId}`,
    headers: { token: session },
  });
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.body}`);
  const url = new URL(res.json().value.url, 'http://site.example');
  return url.searchParams.get('token') ?? '';
}

/** A member's ledger balance in centavos; 0 before the account's first movement. */
export async function ledgerBalanceOf(t: TestApp, memberId: number, currency = 'PHP'): Promise<number> {
  const { rows } = await t.db.execute(
    sql`select balance from ledger_accounts where member_id = ${memberId} and currency = ${currency}`,
  );
  return Number(rows[0]?.balance ?? 0);
}

/** A registered member with `pesos` in the wallet (credited by the operator's adjustment). */
export async function fundedMember(t: TestApp, pesos: number) {
  await disableRegisterCaptcha(t);
  const member = await registerMember(t);
  const id = await t.db.execute(sql`select id from members where username = ${member.username}`);
  const memberId = Number(id.rows[0]?.id);
  if (pesos > 0) await adjustBalance(t.db, memberId, pesos * 100, `test-credit-${memberId}`);
  return { ...member, memberId, playerId: String(memberId) };
}

export const txId = (prefix = 'tx') => `${prefix}-${randomBytes(6).toString('hex')}`;

/** A round bet and settled on a vendor's game, won for `winCentavos` (0: lost): settled turnover. */
export async function settledRound(
  t: TestApp,
  vendor: Vendor,
  member: { token: string; playerId: string },
  centavos: number,
  winCentavos = 0,
) {
  const token = await launchToken(t, member.token, vendor.code, vendor.nodeId);
  const round = { playerId: member.playerId, roundId: txId('r'), gameId: vendor.gameId };
  const bet = await seamless(t, vendor, 'bet', { ...round, token, transactionId: txId(), amount: centavos });
  const win = await seamless(t, vendor, 'win', { ...round, transactionId: txId(), amount: winCentavos });
  if (bet.statusCode !== 200 || win.statusCode !== 200) throw new Error(`round: ${bet.body} ${win.body}`);
}
