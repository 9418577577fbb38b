import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import type { Database } from '../db/client.js';
import { scheduleJob } from './scheduled-job.js';
import { listJobRuns } from './scheduled-job-repository.js';

const EVERY_MS = 40;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

it('a scheduled job on two nodes of one database runs once a period, not once per node', async () => {
  const since = new Date();
  const runsByNode = [0, 0];
  const nodes = runsByNode.map((_, index) => {
    const node = Fastify();
    scheduleJob(node, database.db, {
      name: 'test-job',
      everyMs: EVERY_MS,
      run: async () => {
        runsByNode[index] = (runsByNode[index] ?? 0) + 1;
      },
    });
    return node;
  });
  const started = Date.now();
  await Promise.all(nodes.map((node) => node.ready()));
  await new Promise((resolve) => setTimeout(resolve, 30 * EVERY_MS));
  await Promise.all(nodes.map((node) => node.close()));
  const periods = (Date.now() - started) / EVERY_MS;

  const runs = await listJobRuns(database.db, 'test-job', since);
  const total = runsByNode.reduce((sum, n) => sum + n, 0);
  expect(total).toBe(runs.length);
  expect(new Set(runs.map((run) => run.slot)).size).toBe(runs.length);
  expect(total).toBeGreaterThanOrEqual(3);
  // Two nodes each running every period would make about twice the periods.
  expect(total).toBeLessThanOrEqual(Math.ceil(periods) + 1);
});
