import { maskName } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFixture } from '../../../test/fixtures/catalogue.js';
import { insertMemberNamed, nodeOf } from '../../../test/games.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { insertSettledRound } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await importFixture(t.db);
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => (await t.app.inject({ url })).json().value;

describe('GCSGAME_getRankList', () => {
  it('R-API-53 R-HOME-37 H-5 is empty without real settled wins', async () => {
    expect(await get('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20')).toEqual({
      list: [],
    });
  });

  it('R-API-53 H-5 lists PHP wins only, newest first, names masked, amounts in pesos', async () => {
    const maria = await insertMemberNamed(t, 'maria123');
    const jo = await insertMemberNamed(t, 'jo');
    const nodeId = await nodeOf(t, 'PG', 'PG-RNG-0002');
    const live = await nodeOf(t, 'EVO', 'EVO-LIVE-0001');
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const base = { vendorCode: 'PG', nodeId, betCentavos: 1000 };
    await insertSettledRound(t.db, {
      ...base,
      memberId: maria,
      roundRef: 'r1',
      winCentavos: 123_456,
      currency: 'PHP',
      settledAt: at(5),
    });
    await insertSettledRound(t.db, {
      ...base,
      memberId: jo,
      roundRef: 'r2',
      winCentavos: 5_000,
      currency: 'PHP',
      settledAt: at(1),
    });
    await insertSettledRound(t.db, {
      ...base,
      memberId: jo,
      roundRef: 'r3',
      winCentavos: 0,
      currency: 'PHP',
      settledAt: at(0),
    });
    await insertSettledRound(t.db, {
      ...base,
      memberId: jo,
      roundRef: 'r4',
      winCentavos: 99_999,
      currency: 'DEMO',
      settledAt: at(0),
    });
    await insertSettledRound(t.db, {
      vendorCode: 'EVO',
      nodeId: live,
      betCentavos: 10,
      memberId: maria,
      roundRef: 'r5',
      winCentavos: 700,
      currency: 'PHP',
      settledAt: at(3),
    });
    // The same round again changes nothing.
    await insertSettledRound(t.db, {
      ...base,
      memberId: maria,
      roundRef: 'r1',
      winCentavos: 1,
      currency: 'PHP',
    });
    const list = (await get('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20')).list;
    expect(
      list.map((w: { vo: { customerName: string; winAmount: number } }) => [
        w.vo.customerName,
        w.vo.winAmount,
      ]),
    ).toEqual([
      ['j***', 50],
      ['ma***23', 7],
      ['ma***23', 1234.56],
    ]);
    expect(list[0].vo).toMatchObject({
      nodeId,
      vassalage: 'PG',
      gameCategory: 'RNG',
      gameName: expect.any(String),
    });
    const rng = (await get('/wps/relay/GCSGAME_getRankList?gameCategory=RNG&limitNum=1')).list;
    expect(rng).toHaveLength(1);
    expect(rng[0].vo.winAmount).toBe(50);
  });

  it('H-5 the mask keeps at most half of a name and a fixed-width ***', () => {
    expect(maskName('maria123')).toBe('ma***23');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('a')).toBe('a***');
    expect(maskName('玛丽亚abc')).toBe('玛丽***bc');
  });
});
