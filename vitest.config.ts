import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          // *.pg.test.ts need PostgreSQL itself (vitest.pg.config.ts): concurrency that PGlite cannot show.
          exclude: [...configDefaults.exclude, 'apps/server/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/template-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
