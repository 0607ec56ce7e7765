import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. Integration tests run against PGlite, or against the
 * PostgreSQL server in DATABASE_URL when TEST_DB_ENGINE=postgres (scripts/test.ts runs both).
 */
export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
