import os from 'node:os';
import { defineConfig } from 'vitest/config';
import LongFilesFirstSequencer from './server/test/long-files-first-sequencer.ts';

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
    sequence: { sequencer: LongFilesFirstSequencer },
    pool: 'forks',
    // A worker keeps the modules it imported from one file to the next: re-importing the server for each of
    // 180 files was most of a pass's time besides the tests (on 2 cores, import 288 → 27 s of worker time;
    // PGlite pass 504 → 311 s). Files share no module state: each opens its own database and app.
    isolate: false,
    maxWorkers,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
