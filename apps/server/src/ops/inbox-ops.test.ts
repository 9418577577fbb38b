import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha, registerMember } from '../../test/accounts.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { OpsError, runOpsCommand } from './commands.js';

let t: TestApp;
let dir: string;
let member: { username: string; token: string };
const ops = (...args: string[]) => runOpsCommand(t.db, args);
const titles = async (token: string) =>
  (
    (await t.app.inject({ url: '/wps/relay/MCSFE_getInbox', headers: { token } })).json().value.list as {
      title: string;
    }[]
  ).map((m) => m.title);

beforeAll(async () => {
  t = await startTestApp();
  await disableRegisterCaptcha(t);
  member = await registerMember(t);
  dir = mkdtempSync(path.join(tmpdir(), 'inbox-ops-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('inbox operator commands', () => {
  it('R-MSG-11 sends to one member, a type, a VIP level or everyone, each stored once', async () => {
    const html = path.join(dir, 'm.html');
    writeFileSync(html, '<p>Hello</p><script>alert(1)</script>');
    expect(await ops('inbox', 'send', '--to', member.username, '--title', 'Direct', '--file', html)).toMatch(
      /sanitised/,
    );
    await ops('inbox', 'send', '--type', '0', '--title', 'Players');
    await ops('inbox', 'send', '--vip', '5', '--title', 'High rollers');
    await ops('inbox', 'send', '--all', '--title', 'Everyone');
    expect(await titles(member.token)).toEqual(['Everyone', 'Players', 'Direct']);
    const stored = await t.db.execute<{ content: string }>(
      sql`select content from inbox_messages where title = 'Direct'`,
    );
    expect(stored.rows[0]?.content).toBe('<p>Hello</p>');
    const listed = JSON.parse(await ops('inbox', 'list')) as { id: number; title: string }[];
    expect(listed.filter((m) => m.title === 'Everyone')).toHaveLength(1);
    const everyone = listed.find((m) => m.title === 'Everyone');
    expect(await ops('inbox', 'remove', String(everyone?.id))).toBe('removed');
    expect(await titles(member.token)).toEqual(['Players', 'Direct']);
  });

  it('R-MSG-11 refuses an unclear audience, an unknown member and a missing title', async () => {
    await expect(ops('inbox', 'send', '--title', 'x')).rejects.toThrow(OpsError);
    await expect(ops('inbox', 'send', '--all', '--to', member.username, '--title', 'x')).rejects.toThrow(
      /exactly one/,
    );
    await expect(ops('inbox', 'send', '--to', 'nobody-here', '--title', 'x')).rejects.toThrow(/no member/);
    await expect(ops('inbox', 'send', '--all')).rejects.toThrow(/--title/);
    await expect(ops('inbox', 'send', '--vip', 'high', '--title', 'x')).rejects.toThrow(/whole number/);
    await expect(ops('inbox', 'remove', 'x')).rejects.toThrow(OpsError);
  });

  it('R-API-81 records the chat unread count the chat service reports', async () => {
    await ops('flag', 'set', 'CBS3', 'on');
    expect(await ops('chat', 'unread', member.username, '12')).toBe('saved');
    const res = await t.app.inject({ url: '/wps/relay/CBS_unreadCount', headers: { token: member.token } });
    expect(res.json().value).toEqual({ unreadCount: 12 });
    await expect(ops('chat', 'unread', member.username, '-1')).rejects.toThrow(OpsError);
    await expect(ops('chat', 'unread', 'nobody-here', '3')).rejects.toThrow(/no member/);
  });
});
