// `npm run bench:api`: logins per second through the real server (HTTP on 127.0.0.1, the full
// plugin stack, on PostgreSQL: DATABASE_URL, else a scratch database it creates and drops on
// 127.0.0.1:5432, as the game-list figure and the target are on PostgreSQL) beside raw argon2id
// verifications per second in the same process, with the same concurrency (BENCHMARKS.md).
// Prints `name: value (reference value, ratio, target)` and writes bench/results/api-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { hashSecret, verifySecret } from '../src/modules/account/passwords.js';
import { REPO_ROOT } from '../src/paths.js';
import { cleanUpOnInterrupt, createScratchDatabase } from './ledger-server.js';

const CONCURRENCY = 8;
const WARMUP = 40;
const PER_ROUND = 240;
const ROUNDS = 3;
const TARGET = 0.8;
const PASSWORD = 'bench-lantern-harbour-7';

const log = (line: string) => process.stderr.write(`${line}\n`);

/** Runs `count` calls of `task`, `CONCURRENCY` at a time; returns calls per second. */
async function throughput(count: number, task: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await task(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);

async function main() {
  cleanUpOnInterrupt();
  const scratch = process.env.DATABASE_URL ? undefined : await createScratchDatabase('bench_login');
  const database = openDatabase({ url: process.env.DATABASE_URL ?? scratch?.url, dataDir: '' });
  await database.migrate();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ config, database, webDistDir: path.join(os.tmpdir(), 'no-site') });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    // Each login comes from its own address, so the per-IP limits measure nothing here.
    let ip = 0;
    const headers = () => {
      ip += 1;
      return {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
      };
    };
    await fetch(`${address}/wps/system/status`);
    const { runOpsCommand } = await import('../src/ops/commands.js');
    await runOpsCommand(database.db, ['flag', 'set', 'USERNAMEREG3', 'on']);
    await runOpsCommand(database.db, [
      'setting',
      'set',
      'registerFields',
      JSON.stringify({ captcha: { enabled: false, required: false, regExp: null } }),
    ]);
    // Settings stay cached as in production (SYSTEM_CACHE_MS); this node made the change, so it
    // sees it at once.
    app.systemConfig.invalidate();
    const users = Array.from({ length: CONCURRENCY * 4 }, (_, i) => `bench${i}x${Date.now() % 100000}`);
    for (const username of users) {
      const res = await fetch(`${address}/wps/member/register`, {
        method: 'PUT',
        headers: headers(),
        body: JSON.stringify({
          username,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          agreeTerms: true,
          birthDate: '1990-05-17',
          notRestrictedPerson: true,
        }),
      });
      if (!res.ok) throw new Error(`register: ${await res.text()}`);
    }
    const login = async (i: number) => {
      const res = await fetch(`${address}/wps/session/login`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ username: users[i % users.length], password: PASSWORD, captcha: '', type: 0 }),
      });
      if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const stored = await hashSecret(PASSWORD);
    const verify = async () => {
      if (!(await verifySecret(stored, PASSWORD))) throw new Error('verify failed');
    };

    log('warming up…');
    await throughput(WARMUP, login);
    await throughput(WARMUP, verify);
    const logins: number[] = [];
    const verifies: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      logins.push(await throughput(PER_ROUND, login));
      verifies.push(await throughput(PER_ROUND, verify));
      log(`round ${round}: ${logins.at(-1)?.toFixed(1)} logins/s, ${verifies.at(-1)?.toFixed(1)} verifies/s`);
    }
    const ours = median(logins);
    const reference = median(verifies);
    const ratio = ours / reference;
    const machine = `${os.cpus().length} cores ${os.cpus()[0]?.model.trim() ?? ''}, ${database.kind}`;
    console.log(`machine: ${machine}`);
    console.log(
      `login throughput: ${ours.toFixed(1)} logins/s ±${spread(logins).toFixed(1)} ` +
        `(argon2id ${reference.toFixed(1)} verifies/s ±${spread(verifies).toFixed(1)}, ratio ${ratio.toFixed(2)}, target ≥ ${TARGET})`,
    );
    const dir = path.join(REPO_ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `api-${new Date().toISOString().replaceAll(':', '-')}.json`),
      JSON.stringify(
        { machine, concurrency: CONCURRENCY, rounds: ROUNDS, logins, verifies, ratio, target: TARGET },
        null,
        2,
      ),
    );
  } finally {
    await app.close();
    await database.close();
    await scratch?.drop();
  }
}

await main();
