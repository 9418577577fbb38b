import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one file at a time on two cores, but the server files mostly wait on their
    // database: two at a time took the suite on PostgreSQL from 361 s to 231 s on this machine.
    maxWorkers: Math.max(2, availableParallelism()),
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
          // Each file builds its own app on its own database, and no server module keeps state beyond a
          // lazily read constant, so the files of a worker share one import of the server: 168 s to
          // 84 s for this project on PostgreSQL, most of it the import the isolation repeated per file.
          isolate: false,
          globalSetup: ['apps/server/test/template-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
