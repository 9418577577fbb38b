import { defineConfig } from 'vitest/config';

// The server suite again, each test file on its own fresh PostgreSQL database (see test/database.ts).
export default defineConfig({
  test: {
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
