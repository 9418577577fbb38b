import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeVendor } from '../../../test/fake-vendor.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { addExternalVendor, fundedMember } from '../../../test/wallet.js';

let t: TestApp;
let site = '';
let vendor: Awaited<ReturnType<typeof startFakeVendor>>;
const secret = randomBytes(32).toString('hex');

beforeAll(async () => {
  t = await startTestApp();
  site = await t.app.listen({ port: 0, host: '127.0.0.1' });
  vendor = await startFakeVendor({ code: 'FAKEV', secret, walletBase: () => site });
  await addExternalVendor(t, 'FAKEV', vendor.url, secret);
});
afterAll(async () => {
  await vendor.close();
  await t.close();
});

it('R-API-63 S-22 an external vendor launched by URL template plays a round over HTTP through the seamless wallet', async () => {
  const p = await fundedMember(t, 50);
  const launch = await t.app.inject({
    method: 'GET',
    url: '/wps/game/launchGame?vendor=FAKEV&gameId=FAKEV-slot-1',
    headers: { token: p.token },
  });
  const url = new URL(launch.json().value.url);
  expect(url.origin).toBe(vendor.url);
  url.searchParams.set('bet', '1200');
  url.searchParams.set('win', '3000');
  const steps = (await (await fetch(url)).json()) as {
    status: number;
    body: { value: { balance: number } };
  }[];
  expect(steps.map((s) => [s.status, s.body.value.balance])).toEqual([
    [200, 5_000],
    [200, 3_800],
    [200, 6_800],
  ]);
  const wallet = await t.app.inject({ method: 'GET', url: '/wps/wallets/gcs', headers: { token: p.token } });
  expect(wallet.json().value.sumBalance).toBe(68);
});
