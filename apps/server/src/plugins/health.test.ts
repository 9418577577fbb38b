import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOUSE_VENDOR, SLOT_DEFINITIONS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { fundedMember, launchToken } from '../../test/wallet.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { runOpsCommand } from '../ops/commands.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('health, readiness and metrics for the operator', () => {
  it('/healthz answers while the process serves, not cached', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is ready with the database reachable and every migration applied, and says which check fails', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', failed: [] });
    // A migration of this release missing from the database: not ready to take traffic.
    const [last] = (
      await t.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
      )
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    try {
      const unready = await t.app.inject({ url: '/readyz' });
      expect(unready.statusCode).toBe(503);
      expect(unready.json()).toEqual({ status: 'unready', failed: ['migrations'] });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last?.id}, ${last?.hash}, ${last?.created_at})`,
      );
    }
  });

  it('/readyz answers 503 naming the database once the database is closed', async () => {
    const database = await openTestDatabase();
    await database.migrate();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database,
      webDistDir: path.join(tmpdir(), 'no-site'),
    });
    await app.ready();
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await database.close();
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().failed).toContain('database');
      // Liveness is the process's, not the database's.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers under maintenance and to a restricted region, and is not rate limited', async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.7' };
    const ops = (...args: string[]) => runOpsCommand(t.db, args);
    await ops('maintenance', 'on');
    await ops('region', 'add', 'cidr', '203.0.113.0/24');
    try {
      expect((await t.app.inject({ url: '/wps/system/helpCenter', headers: visitor })).statusCode).toBe(451);
      // An API call counts against the limit (and says so); health does not.
      expect(
        (await t.app.inject({ url: '/wps/system/helpCenter' })).headers['x-ratelimit-limit'],
      ).toBeDefined();
      expect((await t.app.inject({ url: '/wps/member/info' })).statusCode).toBe(503);
      for (const url of ['/healthz', '/readyz']) {
        const res = await t.app.inject({ url, headers: visitor });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
      const scraped = await t.app.inject({
        url: '/metrics',
        headers: { ...visitor, authorization: `Bearer ${TOKEN}` },
      });
      expect(scraped.statusCode).toBe(200);
    } finally {
      await ops('region', 'remove', 'cidr', '203.0.113.0/24');
      await ops('maintenance', 'off');
    }
  });

  it('/readyz answers 503 naming Redis when Redis cannot be reached', async () => {
    const other = await startTestApp({ seed: false, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const res = await other.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().failed).toEqual(['redis']);
    } finally {
      await other.close();
    }
  });

  it('/metrics wants the token: none or a wrong one is refused in the envelope', async () => {
    expect((await scrape()).json()).toMatchObject({ success: false, code: 'NO_PERMISSION' });
    expect((await scrape('Bearer wrong')).statusCode).toBe(403);
    const unset = await startTestApp({ seed: false });
    try {
      const res = await unset.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    } finally {
      await unset.close();
    }
  });

  it('/metrics counts requests by route pattern, ledger postings by outcome, and the event loop', async () => {
    const p = await fundedMember(t, 100);
    const slot = SLOT_DEFINITIONS[0];
    const node = await t.db.execute(
      sql`select node_id from games where vendor_code = ${HOUSE_VENDOR} and game_id = ${slot?.code}`,
    );
    const token = await launchToken(t, p.token, HOUSE_VENDOR, Number(node.rows[0]?.node_id));
    await t.app.inject({
      method: 'POST',
      url: '/wps/house/slots/spin',
      payload: { token, spinId: 'metrics-1', lineBetCentavos: slot?.lineBetsCentavos[0] },
    });
    await t.app.inject({ url: '/wps/house/round?roundId=h1-0' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_requests_total\{method="POST",route="\/wps\/house\/slots\/spin",status="200"\} [1-9]/,
    );
    // The pattern, never the raw URL with its query.
    expect(text).not.toContain('roundId=');
    expect(text).toMatch(/ledger_posts_total\{kind="bet",outcome="posted"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds /);
  });
});
