import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite. The server suite runs on PGlite and, when
// TEST_DATABASE_URL points at a PostgreSQL server, a second time on PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    projects: [
      'packages/shared',
      'apps/web',
      'eval',
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server:pglite', env: { KINDRED_TEST_DB: 'pglite' } },
      },
      ...(postgresUrl
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              test: {
                name: 'server:postgres',
                env: { KINDRED_TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
