import { HOUSE_VENDOR, SLOT_DEFINITIONS, totalBetCentavos } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, SAME_ORIGIN } from '../../../test/accounts.js';
import { ops, payoutMember, withdraw } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { manualDeposit, protectionCall, setLimit } from '../../../test/protection.js';
import {
  addExternalVendor,
  fundedMember,
  launchToken,
  seamless,
  txId,
  type Vendor,
} from '../../../test/wallet.js';

let t: TestApp;
let vendor: Vendor;
const [PEARL] = SLOT_DEFINITIONS;
if (!PEARL) throw new Error('no slot definitions');

beforeAll(async () => {
  t = await startTestApp();
  vendor = await addExternalVendor(t, 'BREAKCO');
});
afterAll(() => t.close());

async function houseToken(session: string) {
  const rows = await t.db.execute(
    sql`select node_id from games where vendor_code = ${HOUSE_VENDOR} and game_id = ${PEARL?.code}`,
  );
  return launchToken(t, session, HOUSE_VENDOR, Number(rows.rows[0]?.node_id));
}
const spin = (token: string, lineBetCentavos: number) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/house/slots/spin',
    payload: { token, spinId: txId('spin'), lineBetCentavos },
  });
const takeBreak = (token: string, choice: string) => protectionCall(t, token, 'break', { choice });
const launch = (token: string) =>
  t.app.inject({
    url: `/wps/game/launchGame?vendor=${vendor.code}&nodeId=${vendor.nodeId}`,
    headers: { token },
  });
const endBreaks = (memberId: number, sqlAt: string) =>
  t.db.execute(
    sql`update protection_exclusions set ends_at = now() - ${sqlAt}::interval where member_id = ${memberId}`,
  );

describe('time-outs and self-exclusion (issue 16)', () => {
  it('H-6 a time-out refuses games, deposits, bets and promotions at once, with the code and its end', async () => {
    const member = await payoutMember(t, 200);
    const vendorToken = await launchToken(t, member.token, vendor.code, vendor.nodeId);
    const slotToken = await houseToken(member.token);
    const taken = (await takeBreak(member.token, '7d')).json().value;
    expect(taken.restriction).toMatchObject({ kind: 'time_out', reopensAt: null });
    const days = (Date.parse(taken.restriction.endsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);

    const launched = await launch(member.token);
    expect(launched.statusCode).toBe(403);
    expect(launched.json()).toMatchObject({ code: 'PLAYER_EXCLUDED', value: { kind: 'time_out' } });
    expect((await manualDeposit(t, member.token, 100)).json().code).toBe('PLAYER_EXCLUDED');
    const lineBet = PEARL.lineBetsCentavos[0] ?? 1;
    expect((await spin(slotToken, lineBet)).json().code).toBe('PLAYER_EXCLUDED');
    const round = { playerId: member.playerId, roundId: txId('r'), gameId: vendor.gameId };
    const bet = await seamless(t, vendor, 'bet', {
      ...round,
      token: vendorToken,
      transactionId: txId(),
      amount: 100,
    });
    expect(bet.json().code).toBe('INSUFFICIENT_FUNDS');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/wps/activity/signIn',
      headers: { token: member.token, ...SAME_ORIGIN },
    });
    expect(signIn.json().code).toBe('PLAYER_EXCLUDED');
  });

  it('H-6 a player on a break still logs in and withdraws the balance', async () => {
    const member = await payoutMember(t, 200);
    await takeBreak(member.token, '6m');
    const again = await login(t, member.username, member.password);
    expect(again.statusCode).toBe(200);
    const token = again.json().value.token as string;
    const state = (await protectionCall(t, token, 'state')).json().value;
    expect(state.restriction).toMatchObject({ kind: 'self_exclusion' });
    const res = await withdraw(t, { token, cardId: member.cardId }, 150);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('H-6 a break cannot be shortened, and reopens only when asked after its end, 24 hours later', async () => {
    const member = await fundedMember(t, 10);
    await takeBreak(member.token, '30d');
    const shorter = (await takeBreak(member.token, '24h')).json().value;
    const left = (Date.parse(shorter.restriction.endsAt) - Date.now()) / 86_400_000;
    expect(left).toBeGreaterThan(29.9);
    expect((await protectionCall(t, member.token, 'reopen', {})).json().code).toBe('BREAK_NOT_ENDED');

    await endBreaks(member.memberId, '1 minute');
    expect((await launch(member.token)).json().code).toBe('PLAYER_EXCLUDED');
    const asked = (await protectionCall(t, member.token, 'reopen', {})).json().value;
    const hours = (Date.parse(asked.restriction.reopensAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect((await launch(member.token)).json().code).toBe('PLAYER_EXCLUDED');
    await t.db.execute(
      sql`update protection_exclusions set reopens_at = now() - interval '1 second' where member_id = ${member.memberId}`,
    );
    expect((await launch(member.token)).statusCode).toBe(200);
    expect((await protectionCall(t, member.token, 'state')).json().value.restriction).toBeNull();
  });

  it('H-6 a player on a break gets no marketing: group messages sent meanwhile never reach the inbox', async () => {
    const member = await fundedMember(t, 0);
    const before = txId('before');
    await ops(t, 'inbox', 'send', '--all', '--title', before);
    await takeBreak(member.token, '24h');
    const during = txId('during');
    await ops(t, 'inbox', 'send', '--all', '--title', during);
    await ops(t, 'inbox', 'send', '--to', member.username, '--title', 'Your withdrawal');
    const inbox = await t.app.inject({ url: '/wps/relay/MCSFE_getInbox', headers: { token: member.token } });
    const titles = (inbox.json().value.list as { title: string }[]).map((message) => message.title);
    expect(titles).toContain(before);
    expect(titles).toContain('Your withdrawal');
    expect(titles).not.toContain(during);
  });

  it('H-6 a permanent self-exclusion never reopens', async () => {
    const member = await fundedMember(t, 0);
    const taken = (await takeBreak(member.token, 'permanent')).json().value;
    expect(taken.restriction).toMatchObject({ kind: 'self_exclusion', endsAt: null });
    expect((await protectionCall(t, member.token, 'reopen', {})).json().code).toBe('BREAK_NOT_ENDED');
  });

  it('H-6 a house spin past the wager limit is refused by the wallet with WAGER_LIMIT_REACHED', async () => {
    const member = await fundedMember(t, 100);
    const lineBet = PEARL.lineBetsCentavos[0] ?? 1;
    const stake = totalBetCentavos(PEARL, lineBet);
    await setLimit(t, member.token, 'wager', 'day', (2 * stake) / 100);
    const token = await houseToken(member.token);
    expect((await spin(token, lineBet)).statusCode).toBe(200);
    expect((await spin(token, lineBet)).statusCode).toBe(200);
    const third = await spin(token, lineBet);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('WAGER_LIMIT_REACHED');
  });

  it('H-6 a session past its session-time limit ends with SESSION_TIME_LIMIT, and the next login has the limit too', async () => {
    const member = await fundedMember(t, 0);
    const state = await setLimit(t, member.token, 'session', 'session', 30);
    expect(Date.parse(state.sessionEndsAt) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    await t.db.execute(
      sql`update sessions set play_ends_at = now() - interval '1 second' where member_id = ${member.memberId} and ended_at is null`,
    );
    const ended = await protectionCall(t, member.token, 'state');
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('SESSION_TIME_LIMIT');
    expect((await protectionCall(t, member.token, 'state')).json().code).toBe('SESSION_EXPIRED');
    const next = await login(t, member.username, member.password);
    const fresh = (await protectionCall(t, next.json().value.token, 'state')).json().value;
    const minutes = (Date.parse(fresh.sessionEndsAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });
});
