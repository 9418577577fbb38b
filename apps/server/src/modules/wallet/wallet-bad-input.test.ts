import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { addExternalVendor, fundedMember, seamless, type Vendor } from '../../../test/wallet.js';

let t: TestApp;
let token: string;
let acme: Vendor;
beforeAll(async () => {
  t = await startTestApp();
  acme = await addExternalVendor(t, 'ACME');
  token = (await fundedMember(t, 10)).token;
});
afterAll(() => t.close());

const LAUNCH_TOKEN = 'A'.repeat(43);

/** Every new GET, with a value of the wrong kind for one of its fields. */
const GETS: { url: string; wrong: string; field: string }[] = [
  { url: '/wps/wallets/gcs', wrong: `merchantCode=${'M'.repeat(33)}`, field: 'merchantCode' },
  { url: '/wps/member/info/funds/consolidated', wrong: 'startDate=24-11-2026', field: 'startDate' },
  { url: '/wps/relay/ODS2_MemberTransaction', wrong: 'txCode=jackpot', field: 'txCode' },
  { url: '/wps/relay/ODS2_MemberTransaction', wrong: 'pageSize=101', field: 'pageSize' },
  { url: '/wps/relay/GLS2_TxCodeList', wrong: `language=${'E'.repeat(11)}`, field: 'language' },
  { url: '/wps/relay/GCS_gameRecord', wrong: "vendor=PG'--", field: 'vendor' },
  { url: '/wps/relay/GCS_gameRecord', wrong: 'pageNum=0', field: 'pageNum' },
  { url: '/wps/house/round', wrong: 'roundId=a%20b', field: 'roundId' },
  { url: '/wps/house/fairness', wrong: 'x=1', field: 'x' },
];

/** Every new call with a body: a good body, and what is wrong with changed copies of it. */
const BODIES: { url: string; good: Record<string, unknown>; wrong: [Record<string, unknown>, string][] }[] = [
  {
    url: '/wps/house/slots/session',
    good: { token: LAUNCH_TOKEN },
    wrong: [
      [{ token: 'short' }, 'token'],
      [{ token: 5 }, 'token'],
    ],
  },
  {
    url: '/wps/house/slots/spin',
    good: { token: LAUNCH_TOKEN, spinId: 'spin-1', lineBetCentavos: 5 },
    wrong: [
      [{ lineBetCentavos: 0 }, 'lineBetCentavos'],
      [{ lineBetCentavos: 2.5 }, 'lineBetCentavos'],
      [{ lineBetCentavos: '5' }, 'lineBetCentavos'],
      [{ spinId: 'a b' }, 'spinId'],
      [{ spinId: 'x'.repeat(65) }, 'spinId'],
    ],
  },
  {
    url: '/wps/house/fairness/rotate',
    good: { clientSeed: 'lucky' },
    wrong: [
      [{ clientSeed: '' }, 'clientSeed'],
      [{ clientSeed: 'has space' }, 'clientSeed'],
      [{ clientSeed: 'x'.repeat(65) }, 'clientSeed'],
    ],
  },
];

function expect400(res: { statusCode: number; json(): unknown; body: string }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: expect.any(String), value: { field } });
}

describe('bad input to the wallet, records and in-house game calls', () => {
  for (const { url, wrong, field } of GETS) {
    it(`R-API-01 ${url} refuses ${wrong.slice(0, 24)} with the field`, async () => {
      expect400(await t.app.inject({ url: `${url}?${wrong}`, headers: { token } }), field);
    });
  }

  for (const { url, good, wrong } of BODIES) {
    it(`R-API-01 POST ${url} answers 400 with the field for broken, mistyped, unknown and oversize bodies`, async () => {
      const cases: [string, string][] = [
        ['{"token":', 'body'],
        ['[1]', 'body'],
        [JSON.stringify({ ...good, isAdmin: true }), 'isAdmin'],
        [JSON.stringify({ ...good, filler: 'x'.repeat(70_000) }), 'body'],
        ...wrong.map(([change, field]): [string, string] => [JSON.stringify({ ...good, ...change }), field]),
      ];
      for (const [payload, field] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...SAME_ORIGIN, token, 'content-type': 'application/json' },
        });
        expect400(res, field);
      }
    });
  }

  it('R-API-01 S-22 signed vendor calls with broken or mistyped bodies are 400s naming the field', async () => {
    const bet = {
      playerId: '1',
      token: LAUNCH_TOKEN,
      transactionId: 't-1',
      roundId: 'r-1',
      gameId: 'g',
      amount: 100,
    };
    const wrong: [string, Record<string, unknown>, string][] = [
      ['bet', { ...bet, amount: 0 }, 'amount'],
      ['bet', { ...bet, amount: 1.5 }, 'amount'],
      ['bet', { ...bet, amount: '100' }, 'amount'],
      ['bet', { ...bet, playerId: 'abc' }, 'playerId'],
      ['bet', { ...bet, transactionId: 'x'.repeat(65) }, 'transactionId'],
      ['bet', { ...bet, extra: 1 }, 'extra'],
      ['win', { playerId: '1', transactionId: 't', roundId: 'r', gameId: 'g', amount: -1 }, 'amount'],
      ['rollback', { playerId: '1', transactionId: 't', roundId: 'r' }, 'referenceTransactionId'],
      ['authenticate', { token: 'nope' }, 'token'],
      ['balance', { playerId: 1 }, 'playerId'],
    ];
    for (const [action, body, field] of wrong) expect400(await seamless(t, acme, action, body), field);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/seamless/${acme.code}/bet`,
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect400(broken, 'body');
  });
});
