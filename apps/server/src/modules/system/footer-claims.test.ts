import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ops } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let withGateway: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  withGateway = await startTestApp({
    env: { PAYMONGO_SECRET_KEY: 'sk_test_footer000000', PAYMONGO_WEBHOOK_SECRET: 'whsk_footer' },
  });
});
afterAll(async () => {
  await t.close();
  await withGateway.close();
});

const paymentsOf = async (app: TestApp) =>
  (await app.app.inject({ url: '/wps/system/settings/consolidated' })).json().value.payments;

describe('what the footer may claim (H-4)', () => {
  it('H-4 R-HOME-28 the settings name only the payment methods offered and the real currencies', async () => {
    expect(await paymentsOf(t)).toEqual({ methods: ['manual'], currencies: ['PHP'] });
    await ops(t, 'setting', 'set', 'manualDeposit', 'null');
    expect(await paymentsOf(t)).toEqual({ methods: [], currencies: ['PHP'] });
    expect((await paymentsOf(withGateway)).methods).toEqual(['qrph', 'gcash', 'paymaya', 'card', 'manual']);
  });
});
