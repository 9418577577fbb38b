import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from '../../test/fixtures/catalogue.js';
import { nodeOf } from '../../test/games.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { OpsError, runOpsCommand } from './commands.js';

let t: TestApp;
let dir: string;
const ops = (...args: string[]) => runOpsCommand(t.db, args);
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};
const vendorTypes = async () =>
  (await t.app.inject({ url: '/wps/relay/GCSGAME_getVassGameType' })).json().value;

beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'catalogue-ops-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('catalogue operator commands', () => {
  it('R-API-04 catalogue import reports imported and refused entries; a second import changes nothing', async () => {
    const feed = catalogueFixture();
    feed.games.push({ vendor: 'NOPE', gameId: 'x', name: 'Orphan', category: 'RNG' });
    const at = file('feed.json', JSON.stringify(feed));
    const first = JSON.parse(await ops('catalogue', 'import', at));
    expect(first.imported.games).toBe(feed.games.length - 1);
    expect(first.refused).toEqual([
      { section: 'games', index: feed.games.length - 1, reason: 'unknown vendor NOPE' },
    ]);
    const stats = await ops('catalogue', 'stats');
    await ops('catalogue', 'import', at);
    expect(await ops('catalogue', 'stats')).toBe(stats);
    // The fixture's 25 vendors and the demo seed's in-house vendor.
    expect(JSON.parse(stats).vendors).toEqual({ vendors: 26, enabled: 26 });
  });

  it('refuses a missing, unreadable or malformed feed and changes nothing', async () => {
    const stats = await ops('catalogue', 'stats');
    await expect(ops('catalogue', 'import')).rejects.toBeInstanceOf(OpsError);
    await expect(ops('catalogue', 'import', path.join(dir, 'missing.json'))).rejects.toBeInstanceOf(OpsError);
    await expect(ops('catalogue', 'import', file('bad.json', '{"games":'))).rejects.toThrow(/not JSON/);
    await expect(ops('catalogue', 'import', file('shape.json', '{"games":"all"}'))).rejects.toThrow(
      /not a catalogue feed/,
    );
    expect(await ops('catalogue', 'stats')).toBe(stats);
  });

  it('R-API-54 vendor disable takes a vendor out of the lists, enable brings it back', async () => {
    expect(JSON.parse(await ops('vendor', 'list'))).toHaveLength(26);
    expect(await ops('vendor', 'disable', 'EVO')).toBe('EVO is disabled');
    expect(
      (await vendorTypes()).mapping.LIVE.vendors.map((v: { vassalage: string }) => v.vassalage),
    ).not.toContain('EVO');
    expect(await ops('vendor', 'enable', 'EVO')).toBe('EVO is enabled');
    expect(
      (await vendorTypes()).mapping.LIVE.vendors.map((v: { vassalage: string }) => v.vassalage),
    ).toContain('EVO');
    expect(await ops('vendor', 'disable', 'NOPE')).toBe('no such vendor');
  });

  it('R-API-55 game disable takes a game out of the game list', async () => {
    const nodeId = await nodeOf(t, 'IA', 'IA-ESPORTS-0001');
    expect(await ops('game', 'disable', String(nodeId))).toBe(`game ${nodeId} is disabled`);
    expect((await vendorTypes()).mapping.ESPORTS).toBeUndefined();
    expect(await ops('game', 'enable', String(nodeId))).toBe(`game ${nodeId} is enabled`);
    expect((await vendorTypes()).mapping.ESPORTS.vendors).toHaveLength(1);
    await expect(ops('game', 'disable', 'abc')).rejects.toBeInstanceOf(OpsError);
    expect(await ops('game', 'disable', '99999999')).toBe('no such game');
  });
});

describe('announcement and news commands', () => {
  const list = async (query: string) =>
    (await t.app.inject({ url: `/wps/relay/MCSFE_getListAnnouncements?${query}` })).json().value.list;

  it('S-24 R-API-74 announcement add stores sanitised HTML; list and remove', async () => {
    const html = file('a.html', '<p onclick="steal()">Big weekend</p><script>bad()</script>');
    const added = await ops(
      'announcement',
      'add',
      '--type',
      'pu',
      '--lang',
      'vi',
      '--title',
      'Cuối tuần',
      '--file',
      html,
      '--url',
      '/m/activity',
      '--image',
      '/m/banners/welcome.svg',
      '--position',
      '3',
    );
    const id = Number(/announcement (\d+) added/.exec(added)?.[1]);
    expect(id).toBeGreaterThan(0);
    const popup = (await list('types=PU&language=VI')).find((a: { id: number }) => a.id === id);
    expect(popup).toMatchObject({
      title: 'Cuối tuần',
      content: '<p>Big weekend</p>',
      url: '/m/activity',
      type: 'PU',
    });
    expect(JSON.parse(await ops('announcement', 'list')).some((a: { id: number }) => a.id === id)).toBe(true);
    expect(await ops('announcement', 'remove', String(id))).toBe('removed');
    expect(await ops('announcement', 'remove', String(id))).toBe('no such announcement');
  });

  it('refuses a bad type, group, language, link or date', async () => {
    const base = ['announcement', 'add', '--lang', 'EN', '--title', 'x'];
    await expect(ops(...base, '--type', 'Z')).rejects.toBeInstanceOf(OpsError);
    await expect(ops(...base, '--type', 'B', '--group', 'm_nope')).rejects.toBeInstanceOf(OpsError);
    await expect(
      ops('announcement', 'add', '--type', 'B', '--lang', 'XX', '--title', 'x'),
    ).rejects.toBeInstanceOf(OpsError);
    await expect(ops(...base, '--type', 'B', '--url', 'javascript:alert(1)')).rejects.toBeInstanceOf(
      OpsError,
    );
    await expect(ops(...base, '--type', 'B', '--starts', 'someday')).rejects.toBeInstanceOf(OpsError);
    await expect(ops('announcement', 'remove', 'x')).rejects.toBeInstanceOf(OpsError);
  });

  it('R-API-76 news add, list and remove', async () => {
    const added = await ops(
      'news',
      'add',
      '--lang',
      'JA',
      '--title',
      'お知らせ',
      '--file',
      file('n.html', '<p>本文</p><iframe></iframe>'),
    );
    const id = Number(/news (\d+) added/.exec(added)?.[1]);
    const news = (await t.app.inject({ url: '/wps/relay/GLS2_lobbyNews?language=JA' })).json().value.list;
    expect(news[0]).toMatchObject({ id, title: 'お知らせ', content: '<p>本文</p>' });
    expect(JSON.parse(await ops('news', 'list')).some((n: { id: number }) => n.id === id)).toBe(true);
    expect(await ops('news', 'remove', String(id))).toBe('removed');
  });

  it('R-HOME-28 H-4 setting set footer reaches the consolidated settings', async () => {
    const footer = {
      badges: [
        {
          kind: 'certification',
          name: 'PAGCOR',
          imageUrl: '/m/badges/pagcor.svg',
          verifyUrl: 'https://www.pagcor.ph',
        },
      ],
      support247: true,
    };
    expect(await ops('setting', 'set', 'footer', JSON.stringify(footer))).toBe('footer saved');
    const settings = (await t.app.inject({ url: '/wps/system/settings/consolidated' })).json().value;
    expect(settings.footer).toEqual(footer);
    await expect(ops('setting', 'set', 'footer', '{"badges":"x"}')).rejects.toBeInstanceOf(OpsError);
  });
});
