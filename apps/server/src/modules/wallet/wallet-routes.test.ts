import { HOUSE_VENDOR, SLOT_DEFINITIONS, siteToday, TX_CODES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import {
  addExternalVendor,
  fundedMember,
  launchToken,
  seamless,
  txId,
  type Vendor,
} from '../../../test/wallet.js';

let t: TestApp;
let acme: Vendor;

beforeAll(async () => {
  t = await startTestApp();
  acme = await addExternalVendor(t, 'ACME');
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

async function playRound(p: Awaited<ReturnType<typeof fundedMember>>, bet: number, win: number) {
  const launch = await launchToken(t, p.token, acme.code, acme.nodeId);
  const roundId = txId('r');
  await seamless(t, acme, 'bet', {
    playerId: p.playerId,
    token: launch,
    transactionId: txId(),
    roundId,
    gameId: acme.gameId,
    amount: bet,
  });
  await seamless(t, acme, 'win', {
    playerId: p.playerId,
    transactionId: txId(),
    roundId,
    gameId: acme.gameId,
    amount: win,
  });
  return roundId;
}

describe('member wallet (R-WALLET, R-API-42/83/84/86/87)', () => {
  it('R-WALLET-04 R-API-83 the wallet and sumBalance come from the ledger, in pesos with 2 decimals', async () => {
    const p = await fundedMember(t, 123.45);
    const res = await get('/wps/wallets/gcs', p.token);
    expect(res.json().value).toEqual({
      currency: 'PHP',
      sumBalance: 123.45,
      wallets: [{ accountTypeName: 'MAIN', currency: 'PHP', balance: 123.45 }],
    });
    expect((await get('/wps/wallets/gcs')).statusCode).toBe(401);
  });

  it('R-API-84 the merchant wallet is public and holds no member data; another merchant is not found', async () => {
    const res = await get('/wps/wallets/gcs?merchantCode=PERLA');
    expect(res.json().value).toEqual({
      merchantCode: 'PERLA',
      currency: 'PHP',
      depositMin: 100,
      depositMax: 50_000,
      withdrawMin: 100,
      withdrawMax: 50_000,
    });
    expect((await get('/wps/wallets/gcs?merchantCode=OTHER')).statusCode).toBe(404);
  });

  it("R-WALLET-19 R-API-86 transaction records list the member's own movements, signed, by type and paged", async () => {
    const p = await fundedMember(t, 100);
    const other = await fundedMember(t, 100);
    const roundId = await playRound(p, 2_000, 3_500);
    await playRound(other, 1_000, 0);
    const all = (await get('/wps/relay/ODS2_MemberTransaction', p.token)).json().value;
    expect(all.total).toBe(3);
    expect(all.list.map((row: { txCode: string; amount: number }) => [row.txCode, row.amount])).toEqual([
      ['win', 35],
      ['bet', -20],
      ['adjust', 100],
    ]);
    expect(all.list[0]).toMatchObject({ balanceAfter: 115, currency: 'PHP', roundId, gameName: 'ACME Slot' });
    const bets = (await get('/wps/relay/ODS2_MemberTransaction?txCode=bet', p.token)).json().value;
    expect(bets.list).toHaveLength(1);
    const paged = (await get('/wps/relay/ODS2_MemberTransaction?pageSize=2&pageNum=2', p.token)).json().value;
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 2, total: 3 });
    expect(paged.list).toHaveLength(1);
    const longAgo = (
      await get('/wps/relay/ODS2_MemberTransaction?startDate=2020-01-01&endDate=2020-01-31', p.token)
    ).json().value;
    expect(longAgo.list).toEqual([]);
  });

  it('R-API-87 the transaction codes come with their names in the asked language', async () => {
    const en = (await get('/wps/relay/GLS2_TxCodeList?language=EN')).json().value;
    expect(en.map((c: { code: string }) => c.code)).toEqual([...TX_CODES]);
    expect(en.find((c: { code: string }) => c.code === 'bet').name).toBe('Bet');
    const th = (await get('/wps/relay/GLS2_TxCodeList?language=TH')).json().value;
    expect(th.find((c: { code: string }) => c.code === 'withdraw').name).toBe('ถอนเงิน');
  });

  it("R-WALLET-20 R-API-42 the funds summary gives the balance and the period's deposits and withdrawals", async () => {
    const p = await fundedMember(t, 80);
    const res = (await get('/wps/member/info/funds/consolidated', p.token)).json().value;
    expect(res).toMatchObject({
      currency: 'PHP',
      balance: 80,
      totalDeposits: 0,
      totalWithdrawals: 0,
      endDate: siteToday(),
    });
  });

  it("R-GAMES-48 R-API-73 game records list the member's rounds by vendor and range, win/loss included", async () => {
    const p = await fundedMember(t, 100);
    const roundId = await playRound(p, 2_000, 500);
    const res = (await get(`/wps/relay/GCS_gameRecord?vendor=${acme.code}`, p.token)).json().value;
    expect(res.list).toEqual([
      expect.objectContaining({
        roundId,
        vendor: acme.code,
        gameName: 'ACME Slot',
        bet: 20,
        validBet: 20,
        win: 5,
        winLoss: -15,
        verifiable: false,
      }),
    ]);
    const none = (await get(`/wps/relay/GCS_gameRecord?vendor=${HOUSE_VENDOR}`, p.token)).json().value;
    expect(none.list).toEqual([]);
  });

  it('a range that ends before it starts, or spans more than 90 days, is refused naming the field', async () => {
    const p = await fundedMember(t, 0);
    for (const url of [
      '/wps/relay/ODS2_MemberTransaction?startDate=2026-03-10&endDate=2026-03-01',
      '/wps/relay/GCS_gameRecord?startDate=2025-01-01&endDate=2026-01-01',
      '/wps/member/info/funds/consolidated?startDate=2026-02-30',
    ]) {
      const res = await get(url, p.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().value.field).toBe('startDate');
    }
  });
});

describe('live balance over the websocket', () => {
  it("R-WALLET-03 a spin pushes the new balance to the member's open page at once", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const p = await fundedMember(t, 100);
    const socket = new WebSocket(`${address.replace('http', 'ws')}/wps/ws`);
    const messages: { type: string; sumBalance?: number }[] = [];
    const ready = new Promise<void>((resolve, reject) => {
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw));
        messages.push(message);
        if (message.type === 'ready') resolve();
      });
      socket.on('error', reject);
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: p.token })));
    await ready;
    const slot = SLOT_DEFINITIONS[0];
    const node = await t.db.execute(
      sql`select node_id from games where vendor_code = ${HOUSE_VENDOR} and game_id = ${slot?.code}`,
    );
    const token = await launchToken(t, p.token, HOUSE_VENDOR, Number(node.rows[0]?.node_id));
    const spin = await t.app.inject({
      method: 'POST',
      url: '/wps/house/slots/spin',
      payload: { token, spinId: 'live-1', lineBetCentavos: slot?.lineBetsCentavos[0] },
    });
    const balance = spin.json().value.balanceCentavos / 100;
    await expect
      .poll(() => messages.find((m) => m.type === 'balance'))
      .toEqual({ type: 'balance', currency: 'PHP', sumBalance: balance });
    socket.close();
  });

  it('a socket that does not authenticate with a live session is closed', async () => {
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/wps/ws`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: 'forged' })));
    expect(await closed).toBe(4401);
  });
});
