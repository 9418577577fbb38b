import { defineConfig } from 'vitest/config';

// The server suite again, each test file on its own fresh PostgreSQL database (see test/database.ts).
export default defineConfig({
  test: {
    // One file at a time, whatever the cores: the kill and race tests start their own servers and judge
    // answers under their own load (two files side by side once saw a retried deposit answer 500).
    maxWorkers: 1,
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: {
            TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
          },
        },
      },
    ],
  },
});
