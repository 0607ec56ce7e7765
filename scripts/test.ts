import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale } from './build-web-if-stale.ts';
import { E2E_BROWSERS, findE2eBrowser } from './e2e-browser.ts';

/**
 * `npm test`: typecheck, lint, unit and integration tests on PGlite, again on
 * PostgreSQL when DATABASE_URL is set, then the browser suite when Chromium exists.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules/.bin');

type Step = { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv };

function run(step: Step): void {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds}s)`);
}

run({ name: 'Typecheck (server, common, scripts)', command: path.join(BIN, 'tsc'), args: ['-p', 'tsconfig.json'] });
run({ name: 'Typecheck (web)', command: path.join(BIN, 'tsc'), args: ['-p', 'web/tsconfig.json'] });
run({ name: 'Typecheck (browser tests)', command: path.join(BIN, 'tsc'), args: ['-p', 'e2e/tsconfig.json'] });
run({ name: 'Lint', command: path.join(BIN, 'eslint'), args: ['.'] });
run({
  name: 'Unit and integration tests on PGlite',
  command: path.join(BIN, 'vitest'),
  args: ['run'],
  env: { TEST_DB_ENGINE: 'pglite' },
});
if (process.env.DATABASE_URL) {
  run({
    name: 'Unit and integration tests on PostgreSQL',
    command: path.join(BIN, 'vitest'),
    args: ['run'],
    env: { TEST_DB_ENGINE: 'postgres' },
  });
} else {
  console.log('\n• DATABASE_URL is not set: the integration tests ran on PGlite only.');
}

if (findE2eBrowser()) {
  buildWebIfStale();
  run({ name: 'End-to-end tests in Chromium', command: path.join(BIN, 'playwright'), args: ['test'] });
} else {
  console.log(`\n• SKIPPED the browser suite: neither ${E2E_BROWSERS.join(' nor ')} was found (install one: apt-get install -y chromium-headless-shell).`);
}
console.log('\nAll tests passed.');
