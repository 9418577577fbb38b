import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { fundedMember } from '../../test/wallet.js';
import { OpsError, runOpsCommand } from './commands.js';

let t: TestApp;
const ops = (...args: string[]) => runOpsCommand(t.db, args);
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('the operator credits and debits a member once per key, never below zero, and the books stay balanced', async () => {
  const p = await fundedMember(t, 0);
  expect(JSON.parse(await ops('wallet', 'adjust', p.username, '250.5', '--key', 'promo-1'))).toEqual({
    balance: 250.5,
    currency: 'PHP',
  });
  expect(JSON.parse(await ops('wallet', 'adjust', p.username, '250.5', '--key', 'promo-1')).balance).toBe(
    250.5,
  );
  expect(JSON.parse(await ops('wallet', 'adjust', p.username, '-50', '--key', 'fix-1')).balance).toBe(200.5);
  await expect(ops('wallet', 'adjust', p.username, '-500', '--key', 'fix-2')).rejects.toThrow(OpsError);
  await expect(ops('wallet', 'adjust', p.username, '10')).rejects.toThrow('--key');
  await expect(ops('wallet', 'adjust', 'nobody-here', '10', '--key', 'k')).rejects.toThrow('no member');
  expect(JSON.parse(await ops('wallet', 'check'))).toMatchObject({
    balanceSum: 0,
    entrySum: 0,
    negativePlayers: 0,
  });
});

it('S-22 a vendor secret is made by the CSPRNG and shown once', async () => {
  const first = (await ops('vendor', 'secret', 'ACME')).split('\n')[1];
  const second = (await ops('vendor', 'secret', 'ACME')).split('\n')[1];
  expect(first).toMatch(/^[0-9a-f]{64}$/u);
  expect(second).not.toBe(first);
  await expect(ops('vendor', 'secret', 'bad code')).rejects.toThrow(OpsError);
});
