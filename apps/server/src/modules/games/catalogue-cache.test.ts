import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { importFixture } from '../../../test/fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { switchVendor } from './index.js';

// With a real cache time (as in production), not the 0 the other test files run with.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SYSTEM_CACHE_MS: '60000' } });
  await importFixture(t.db);
});
afterAll(async () => {
  await t.close();
});

const total = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCSGAME_gameList',
    headers: SAME_ORIGIN,
    payload: body,
  });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json().value.total as number;
};

describe('the shared catalogue snapshot', () => {
  it('R-API-55 answers the same query the same way, and differently for another query', async () => {
    const jili = await total({ vassalage: 'JILI' });
    expect(jili).toBe(234);
    expect(await total({ vassalage: 'JILI' })).toBe(jili);
    expect(await total({ vassalage: 'JILI', gameType: 'FISH' })).toBe(30);
    expect(await total({ vassalage: 'JILI', gameName: ' ' })).toBe(jili);
  });

  it('R-API-54 an operator switch on this node takes effect at once; a change made elsewhere within the cache time', async () => {
    expect(await total({ vassalage: 'PG' })).toBe(160);
    await t.db.execute(
      sql`update games set enabled = false where vendor_code = 'PG' and game_id = 'PG-RNG-0001'`,
    );
    expect(await total({ vassalage: 'PG' })).toBe(160); // another node's change: seen within SYSTEM_CACHE_MS
    await switchVendor(t.db, 'PG', false);
    expect(await total({ vassalage: 'PG' })).toBe(0);
    await switchVendor(t.db, 'PG', true);
    expect(await total({ vassalage: 'PG' })).toBe(159);
  });
});
