import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's default is one worker fewer than the cores. A PGlite file keeps its core busy, so one worker
 * per core; a PostgreSQL file mostly waits on the server, so one more (on 2 cores: 6.7 → 4.0 min,
 * and PGlite 4.5 → 3.1 min).
 */
const cores = os.availableParallelism();
const maxWorkers = process.env.TEST_DB_ENGINE === 'postgres' ? cores + 1 : cores;

/**
 * Unit and integration tests. Integration tests run against PGlite, or against the
 * PostgreSQL server in DATABASE_URL when TEST_DB_ENGINE=postgres (scripts/test.ts runs both).
 */
export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
