import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { OpsError, runOpsCommand } from './commands.js';
import { startOpsSocket } from './socket.js';
import { sendOpsCommand } from './socket-client.js';

let t: TestApp;
const ops = (...args: string[]) => runOpsCommand(t.db, args);
const status = async () => (await t.app.inject({ url: '/wps/system/status' })).json().value;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('operator commands', () => {
  it('R-SYS-02 maintenance on and off change the status', async () => {
    await ops('maintenance', 'on', '--notice', 'Upgrading wallets');
    expect(await status()).toMatchObject({ status: 1, info: { maintenanceNotice: 'Upgrading wallets' } });
    await ops('maintenance', 'off');
    expect(await status()).toMatchObject({ status: 0, info: { maintenanceNotice: null } });
  });

  it('refuses malformed region rules, flags and settings and changes nothing', async () => {
    const before = await ops('status');
    await expect(ops('region', 'add', 'cidr', '10.0.0.0/99')).rejects.toBeInstanceOf(OpsError);
    await expect(ops('region', 'add', 'country', 'PHL')).rejects.toBeInstanceOf(OpsError);
    await expect(ops('flag', 'set', 'NOPE3', 'on')).rejects.toBeInstanceOf(OpsError);
    await expect(ops('flag', 'set', 'CBS3', 'maybe')).rejects.toBeInstanceOf(OpsError);
    await expect(ops('setting', 'set', 'imageCDNs', '["ftp://x"]')).rejects.toBeInstanceOf(OpsError);
    await expect(ops('setting', 'set', 'siteName', 'not json')).rejects.toBeInstanceOf(OpsError);
    await expect(ops('resource', 'add', 'TELEGRAM', 'javascript:alert(1)')).rejects.toBeInstanceOf(OpsError);
    await expect(ops('nonsense')).rejects.toThrow(/npm run ops/);
    await expect(ops('maintenance', 'on', '--notise', 'typo')).rejects.toThrow(
      /Unknown option '--notise'[\s\S]*usage: maintenance on \[--notice TEXT\]/,
    );
    await expect(ops('region', 'add', 'country', 'JP', '--note')).rejects.toThrow(/--note/);
    expect(await ops('status')).toBe(before);
  });

  it('keeps every command run in the audit: who, the arguments, done or refused and why', async () => {
    await runOpsCommand(t.db, ['setting', 'set', 'rewardExpiryDays', '5'], 'ana');
    await expect(
      runOpsCommand(t.db, ['setting', 'set', 'rewardExpiryDays', '900'], 'ben'),
    ).rejects.toBeInstanceOf(OpsError);
    const actions = JSON.parse(await ops('audit', 'list', '--command', 'setting', '--limit', '2'));
    expect(actions).toEqual([
      expect.objectContaining({
        operator: 'ben',
        command: 'setting set',
        args: ['rewardExpiryDays', '900'],
        outcome: 'refused',
        detail: expect.any(String),
      }),
      expect.objectContaining({
        operator: 'ana',
        args: ['rewardExpiryDays', '5'],
        outcome: 'done',
        detail: null,
      }),
    ]);
  });

  it('writes its help from the table of commands, one line or more for each', async () => {
    const help = await ops('nonsense').catch((error: Error) => error.message);
    for (const name of ['status', 'maintenance on', 'wallet adjust', 'inbox send', 'match add', 'seed'])
      expect(help).toMatch(new RegExp(`^  ${name}( |$)`, 'm'));
  });

  it('R-SYS-22 image CDNs, site name and links set by the operator reach the status', async () => {
    await ops('setting', 'set', 'imageCDNs', '["https://img1.example.net","https://img2.example.net"]');
    await ops('setting', 'set', 'siteName', '"Perla"');
    await ops('resource', 'add', 'VIBER', 'https://invite.viber.com/perla', '--position', '9');
    const info = (await status()).info;
    expect(info.imageCDNs).toEqual(['https://img1.example.net', 'https://img2.example.net']);
    expect(info.siteName).toBe('Perla');
    expect(info.resources.at(-1)).toEqual({ resourceType: 'VIBER', url: 'https://invite.viber.com/perla' });
  });

  it('S-24 help set stores the file sanitised, help remove deletes it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'help-'));
    const file = path.join(dir, 'x.html');
    writeFileSync(file, '<p onclick="steal()">Hello</p><script>bad()</script>');
    try {
      await ops(
        'help',
        'set',
        '--lang',
        'th',
        '--key',
        'promo-rules',
        '--title',
        'Rules',
        '--position',
        '9',
        '--file',
        file,
      );
      const items = (await t.app.inject({ url: '/wps/system/helpCenter?lang=TH' })).json().value;
      expect(items.at(-1)).toEqual({ key: 'promo-rules', title: 'Rules', content: '<p>Hello</p>' });
      expect(await ops('help', 'remove', '--lang', 'TH', '--key', 'promo-rules')).toBe('removed');
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('the seed is idempotent and never overwrites an operator change', async () => {
    await ops('flag', 'set', 'REWCEN3', 'off');
    const count = async () => (await t.db.execute('select count(*)::int as n from help_items')).rows[0];
    const before = await count();
    await ops('seed');
    await ops('seed');
    expect(await count()).toEqual(before);
    expect((await t.app.inject({ url: '/wps/system/whitelabel' })).json().value.REWCEN3).toBe(false);
  });
});

describe('the ops socket of a running embedded-database server', () => {
  it('runs commands in the server process and refreshes its cached configuration at once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-'));
    let refreshed = 0;
    const close = await startOpsSocket(dataDir, t.db, () => {
      refreshed += 1;
    });
    try {
      expect(await sendOpsCommand(dataDir, ['maintenance', 'on'])).toEqual({
        ok: true,
        output: 'maintenance is on',
      });
      expect(refreshed).toBe(1);
      expect((await status()).status).toBe(1);
      expect(await sendOpsCommand(dataDir, ['flag', 'set', 'X', 'on'])).toMatchObject({ ok: false });
      await sendOpsCommand(dataDir, ['maintenance', 'off']);
    } finally {
      await close();
      rmSync(dataDir, { recursive: true });
    }
    expect(await sendOpsCommand(dataDir, ['status'])).toBeNull();
  });
});
