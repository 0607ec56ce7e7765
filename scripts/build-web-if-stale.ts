import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILT_PAGE = path.join(ROOT, 'dist/web/index.html');
const SOURCES = ['web', 'common', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Builds the web app when dist/web is missing or older than any of its sources. */
export function buildWebIfStale(): void {
  const builtAt = existsSync(BUILT_PAGE) ? statSync(BUILT_PAGE).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => path.join(ROOT, s)).filter(existsSync).map(newestMtime));
  if (builtAt > sourcesAt) return;
  console.log(builtAt ? 'The web app changed; rebuilding it...' : 'Building the web app (first start)...');
  const started = performance.now();
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web build failed');
  console.log(`  built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfStale();
