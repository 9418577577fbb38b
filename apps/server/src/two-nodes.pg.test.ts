// Two nodes behave as one (issue 11), in the PostgreSQL suite: two server processes, started as
// `npm start` starts them, on one database and one Redis. What one node does, the other must see:
// sessions, logout (live sockets closed on both), the per-address limit, balance events, the
// operator's settings, and the scheduled house roll-up, run once a period between them.
import { randomInt } from 'node:crypto';
import { HOUSE_VENDOR, LIVE_CLOSE, SLOT_DEFINITIONS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createScratchDatabase, type ServerChild, serverChild } from '../bench/ledger-server.js';
import { disableRegisterCaptcha, registerBody, SAME_ORIGIN, uniqueName } from '../test/accounts.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/demo.js';
import { listJobRuns } from './lib/scheduled-job-repository.js';
import { adjustBalance, ledgerTotals } from './modules/wallet/index.js';
import { runOpsCommand } from './ops/commands.js';

const RATE_LIMIT = 30;
const NODE_ENV = {
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  TRUST_PROXY: 'true',
  SYSTEM_CACHE_MS: '200',
  LIVE_SESSION_CHECK_MS: '200',
  RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
};
const [SLOT] = SLOT_DEFINITIONS;

const answerValue = async <T>(res: Response) => ((await res.json()) as { value: T }).value;

/** An address of its own from 198.18.0.0/15, random: Redis keeps counters between runs. */
const randomIp = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('two server processes on one database and Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let a: ServerChild;
  let b: ServerChild;

  const call = (node: ServerChild, path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${node.origin}${path}`, {
      ...init,
      headers: {
        ...SAME_ORIGIN,
        'x-forwarded-for': randomIp(),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { token: init.token } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  /** A member's page on a node: the live socket, authenticated, with what it hears and how it closed. */
  async function liveSocket(node: ServerChild, token: string) {
    const socket = new WebSocket(`${node.origin.replace('http', 'ws')}/wps/ws`);
    const heard: { type: string; sumBalance?: number }[] = [];
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (raw) => {
        const event = JSON.parse(String(raw));
        heard.push(event);
        if (event.type === 'ready') resolve();
      });
      socket.on('error', reject);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    });
    return { heard, closed };
  }

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('the two-node test runs on PostgreSQL: npm run test:pg');
    process.env.BENCH_PG_URL ??= adminUrl;
    scratch = await createScratchDatabase('two_nodes');
    database = openDatabase({ url: scratch.url, dataDir: '' });
    await database.migrate();
    await seedDemo(database.db);
    await disableRegisterCaptcha(database);
    [a, b] = await Promise.all([serverChild(scratch.url, NODE_ENV), serverChild(scratch.url, NODE_ENV)]);
    await Promise.all([a.start(), b.start()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await scratch?.drop();
  });

  it('a session made on one node works on the other; a spin on one reaches the page on the other; a logout on one closes the sockets on both', async () => {
    const username = uniqueName();
    const registered = await call(a, '/wps/member/register', {
      method: 'PUT',
      body: JSON.stringify(registerBody(username)),
    });
    expect(registered.status).toBe(200);
    const token = (await answerValue<{ token: string }>(registered)).token;
    const info = await call(b, '/wps/member/info', { token });
    expect(info.status).toBe(200);
    const memberId = Number(
      (await database.db.execute(sql`select id from members where username = ${username}`)).rows[0]?.id,
    );
    await adjustBalance(database.db, memberId, 10_000, `two-nodes-${memberId}`);

    const pageOnA = await liveSocket(a, token);
    const pageOnB = await liveSocket(b, token);
    const node = await database.db.execute(
      sql`select node_id from games where vendor_code = ${HOUSE_VENDOR} and game_id = ${SLOT?.code}`,
    );
    const launch = await call(
      b,
      `/wps/game/launchGame?vendor=${HOUSE_VENDOR}&nodeId=${node.rows[0]?.node_id}`,
      {
        token,
      },
    );
    const launchToken = new URL((await answerValue<{ url: string }>(launch)).url, b.origin).searchParams.get(
      'token',
    );
    const spin = await call(b, '/wps/house/slots/spin', {
      method: 'POST',
      body: JSON.stringify({
        token: launchToken,
        spinId: 'two-nodes-1',
        lineBetCentavos: SLOT?.lineBetsCentavos[0],
      }),
    });
    expect(spin.status).toBe(200);
    const balance = (await answerValue<{ balanceCentavos: number }>(spin)).balanceCentavos / 100;
    await expect
      .poll(() => pageOnA.heard.find((event) => event.type === 'balance'))
      .toMatchObject({ type: 'balance', sumBalance: balance });

    const out = await call(b, '/wps/session/logout', { method: 'DELETE', token });
    expect(out.status).toBe(200);
    expect(await Promise.all([pageOnA.closed, pageOnB.closed])).toEqual([
      LIVE_CLOSE.session,
      LIVE_CLOSE.session,
    ]);
    expect((await call(a, '/wps/member/info', { token })).status).toBe(401);
  });

  it(`one address gets ${RATE_LIMIT} calls a minute between both nodes, not ${RATE_LIMIT} on each`, async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 6; i++) {
      const res = await call(i % 2 === 0 ? a : b, '/wps/system/status', {
        headers: { 'x-forwarded-for': ip },
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.slice(RATE_LIMIT)).toEqual(Array(6).fill(429));
  });

  it("an operator's setting reaches both nodes", async () => {
    const siteName = `Perla ${randomInt(1000)}`;
    await runOpsCommand(database.db, ['setting', 'set', 'siteName', JSON.stringify(siteName)]);
    for (const node of [a, b]) {
      await expect
        .poll(
          async () =>
            (await answerValue<{ info: { siteName: string } }>(await call(node, '/wps/system/status'))).info
              .siteName,
        )
        .toBe(siteName);
    }
  });

  it('the house roll-up runs once a period between the nodes, and the books balance', async () => {
    const since = new Date();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const runs = await listJobRuns(database.db, 'house-roll-up', since);
    const slots = runs.map((run) => run.slot);
    expect(new Set(slots).size).toBe(runs.length);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.length).toBeLessThanOrEqual(5);
    await expect
      .poll(async () =>
        Number((await database.db.execute(sql`select count(*) as n from ledger_house_pending`)).rows[0]?.n),
      )
      .toBe(0);
    expect(await ledgerTotals(database.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
  });
});
