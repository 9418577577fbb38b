// The server as a child process on a throwaway PostgreSQL database, for the ledger's soak and
// benchmark: started the way `npm start` starts it (apps/server/src/main.ts with DATABASE_URL), killed
// with any signal and started again on the same port.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../src/paths.js';

export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a run has made and must undo even when stopped with Ctrl-C. */
const leftovers = new Set<() => Promise<unknown>>();

/** On SIGINT or SIGTERM: ends the servers and drops the databases made here, then exits. */
export function cleanUpOnInterrupt() {
  const handler = (signal: NodeJS.Signals) => {
    process.stderr.write(`${signal}: cleaning up…\n`);
    void Promise.allSettled([...leftovers].map((undo) => undo())).then(() => process.exit(130));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database on the benchmark server; `drop()` removes it even with connections open. */
export async function createScratchDatabase(prefix: string) {
  // BENCH_DB_PREFIX keeps the names of one person's databases apart on a shared server.
  const name = `${process.env.BENCH_DB_PREFIX ?? ''}${prefix}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    leftovers.delete(drop);
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  };
  leftovers.add(drop);
  return { name, url: url.toString(), drop };
}

export async function postgresVersion(): Promise<string> {
  return admin(async (client) => {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]?.server_version ?? '?'}`;
  });
}

/** The resident set of a process, in MB, as the kernel counts it. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

/** The first free port of BENCH_PORTS ("8800-8899") when set, else any free port. */
/** CPU seconds (user and system) a process has used so far, as the kernel counts them. */
export function cpuSeconds(pid: number): number {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // the process has ended
  }
}

/** CPU seconds so far of the PostgreSQL backends connected to `database`, summed. */
export function backendCpuSeconds(database: string): number {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${database} `)) sum += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return portFree(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port++) if (await portFree(port)) return port;
  throw new Error(`no free port in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

function portFree(wanted: number): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(0));
    probe.listen({ port: wanted, host: '127.0.0.1' }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerChild {
  origin: string;
  /** Starts the server (again) and waits until it answers. */
  start(): Promise<void>;
  /** Sends `signal` and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Ends the server if it runs and removes its data folder. */
  stop(): Promise<void>;
  pid(): number | undefined;
  /** How the last process ended: its exit code, or null while it runs or when a signal ended it. */
  exitCode(): number | null;
}

/** The server from its sources, through tsx. */
const FROM_SOURCE = ['--import', 'tsx', 'apps/server/src/main.ts'];

/**
 * The server on `databaseUrl` (empty: the embedded database in a data folder of its own) with
 * `env` added, `nodeArgs` for node itself and `entry` to run (the sources, or the built
 * apps/server/dist/main.js), on one port for its whole life, so that a client retrying across a
 * restart reaches the new process at the same address.
 */
export async function serverChild(
  databaseUrl: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  entry: string[] = FROM_SOURCE,
): Promise<ServerChild> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ledger-server-'));
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const kill = async (signal: NodeJS.Signals) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };

  const start = async () => {
    await kill('SIGKILL');
    const started = Date.now();
    const proc = spawn(process.execPath, [...nodeArgs, ...entry], {
      cwd: REPO_ROOT,
      // BENCH_SERVER_LOG=1 shows the server's own log lines among the benchmark's.
      stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ...env,
      },
    });
    child = proc;
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    for (;;) {
      if (proc.exitCode !== null)
        throw new Error(`the server exited with ${proc.exitCode} before it was ready`);
      if (Date.now() - started > 60_000) throw new Error('the server was not ready within 60 s');
      try {
        const res = await fetch(`${origin}/wps/system/status`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
  };

  const stop = async () => {
    leftovers.delete(stop);
    // The server gives itself 10 s to close; past that it is ended outright.
    await Promise.race([kill('SIGTERM'), sleep(12_000)]);
    await kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  leftovers.add(stop);
  return { origin, start, kill, stop, pid: () => child?.pid, exitCode: () => child?.exitCode ?? null };
}
