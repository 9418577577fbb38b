import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importFixture } from '../../../test/fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { hotMatches as hotMatchesTable } from '../../db/schema/index.js';
import { OpsError, runOpsCommand } from '../../ops/commands.js';

let t: TestApp;
let saba: number;
let pin: number;
const ops = (...args: string[]) => runOpsCommand(t.db, args);
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const list = async () => {
  const res = await t.app.inject({ url: '/wps/relay/GCSGAME_hotMatches?language=EN' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list as Record<string, unknown>[];
};
const nodeOfVendor = async (vendor: string) => {
  const rows = await t.db.execute<{ node_id: number }>(
    sql`select node_id from games where vendor_code = ${vendor} order by node_id limit 1`,
  );
  return Number(rows.rows[0]?.node_id);
};
const add = (node: number, time: string, home = 'Ginebra', away = 'Magnolia', ...more: string[]) =>
  ops(
    'match',
    'add',
    '--league',
    'PBA',
    '--home',
    home,
    '--away',
    away,
    '--time',
    time,
    '--node',
    String(node),
    ...more,
  );

beforeAll(async () => {
  t = await startTestApp();
  await importFixture(t.db);
  saba = await nodeOfVendor('SABA');
  pin = await nodeOfVendor('PIN');
});
beforeEach(async () => {
  await t.db.delete(hotMatchesTable);
});
afterAll(async () => {
  await t.close();
});

describe('GCSGAME_hotMatches (R-HOME-27)', () => {
  it('R-HOME-27 an empty table answers an empty list', async () => {
    expect(await list()).toEqual([]);
  });

  it('R-HOME-27 R-API-126 lists future matches soonest first with the game vendor, room, node and supportPlay', async () => {
    await add(saba, inHours(5), 'TNT', 'Meralco', '--home-logo', 'https://cdn.example.ph/tnt.png');
    await add(pin, inHours(2));
    // A match already played is stored but not listed.
    await t.db.insert(hotMatchesTable).values({
      league: 'PBA',
      homeTeam: 'Old',
      awayTeam: 'Match',
      matchTime: new Date(Date.now() - 60_000),
      nodeId: saba,
    });
    const matches = await list();
    expect(matches.map((m) => m.homeTeam)).toEqual(['Ginebra', 'TNT']);
    const game = await t.db.execute<{ vendor_code: string; room_id: string | null; support_play: number }>(
      sql`select vendor_code, room_id, support_play from games where node_id = ${saba}`,
    );
    expect(matches[1]).toEqual({
      league: 'PBA',
      homeTeam: 'TNT',
      awayTeam: 'Meralco',
      homeTeamImageUrl: 'https://cdn.example.ph/tnt.png',
      awayTeamImageUrl: '',
      matchTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      vendor: 'SABA',
      roomId: game.rows[0]?.room_id ?? null,
      nodeId: saba,
      supportPlay: Number(game.rows[0]?.support_play),
    });
    expect(Date.parse(String(matches[0]?.matchTime))).toBeLessThan(Date.parse(String(matches[1]?.matchTime)));
  });

  it('R-HOME-27 lists at most 20', async () => {
    for (let i = 0; i < 23; i++)
      await t.db.insert(hotMatchesTable).values({
        league: 'PBA',
        homeTeam: `H${i}`,
        awayTeam: `A${i}`,
        matchTime: new Date(Date.now() + (i + 1) * 60_000),
        nodeId: saba,
      });
    const matches = await list();
    expect(matches).toHaveLength(20);
    expect(matches[0]?.homeTeam).toBe('H0');
    expect(matches[19]?.homeTeam).toBe('H19');
  });

  it('R-HOME-27 a match whose game or vendor is disabled leaves the list', async () => {
    await add(saba, inHours(1));
    await add(pin, inHours(3), 'Pin', 'Nacle');
    await ops('game', 'disable', String(saba));
    expect((await list()).map((m) => m.vendor)).toEqual(['PIN']);
    await ops('vendor', 'disable', 'PIN');
    expect(await list()).toEqual([]);
    await ops('game', 'enable', String(saba));
    await ops('vendor', 'enable', 'PIN');
    expect(await list()).toHaveLength(2);
  });
});

describe('match operator commands', () => {
  it('match add, list and remove', async () => {
    const added = await add(saba, inHours(4), 'Ginebra', 'Magnolia', '--away-logo', '/m/logos/mag.png');
    const id = Number(/match (\d+) added/.exec(added)?.[1]);
    expect(id).toBeGreaterThan(0);
    const stored = JSON.parse(await ops('match', 'list'));
    expect(stored).toMatchObject([
      { id, homeTeam: 'Ginebra', awayTeamImageUrl: '/m/logos/mag.png', nodeId: saba },
    ]);
    expect(await ops('match', 'remove', String(id))).toBe('removed');
    expect(await ops('match', 'remove', String(id))).toBe('no such match');
    expect(JSON.parse(await ops('match', 'list'))).toEqual([]);
  });

  it('refuses bad input and stores nothing', async () => {
    const bad: string[][] = [
      ['--home', 'A', '--away', 'B', '--time', inHours(1), '--node', String(saba)],
      ['--league', 'L', '--home', 'A', '--away', 'B', '--time', 'tomorrow', '--node', String(saba)],
      [
        '--league',
        'L',
        '--home',
        'A',
        '--away',
        'B',
        '--time',
        '2020-01-01T00:00:00Z',
        '--node',
        String(saba),
      ],
      ['--league', 'L', '--home', 'A', '--away', 'B', '--time', inHours(1), '--node', '0'],
      ['--league', 'L', '--home', 'A', '--away', 'B', '--time', inHours(1), '--node', '99999999'],
      ['--league', ' ', '--home', 'A', '--away', 'B', '--time', inHours(1), '--node', String(saba)],
      [
        '--league',
        'L',
        '--home',
        'x'.repeat(81),
        '--away',
        'B',
        '--time',
        inHours(1),
        '--node',
        String(saba),
      ],
      [
        '--league',
        'L',
        '--home',
        'A',
        '--away',
        'B',
        '--time',
        inHours(1),
        '--node',
        String(saba),
        '--home-logo',
        'javascript:alert(1)',
      ],
      [
        '--league',
        'L',
        '--home',
        'A',
        '--away',
        'B',
        '--time',
        inHours(1),
        '--node',
        String(saba),
        '--away-logo',
        '//evil.example/x.png',
      ],
      ['--league', 'L', '--home', 'A', '--away', 'B', '--time', inHours(1), '--node'],
    ];
    for (const args of bad)
      await expect(ops('match', 'add', ...args), args.join(' ')).rejects.toBeInstanceOf(OpsError);
    await ops('game', 'disable', String(pin));
    await expect(add(pin, inHours(1))).rejects.toThrow(/cannot be launched/);
    await ops('game', 'enable', String(pin));
    await expect(ops('match', 'remove', 'x')).rejects.toBeInstanceOf(OpsError);
    expect(JSON.parse(await ops('match', 'list'))).toEqual([]);
  });
});
