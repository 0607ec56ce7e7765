import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** `npm run bench`: every `bench:*` script of package.json, one after the other. */
const ROOT = path.resolve(import.meta.dirname, '..');
const benches = readdirSync(path.join(ROOT, 'bench'))
  .filter((name) => name.endsWith('.bench.ts'))
  .map((name) => name.replace(/\.bench\.ts$/, ''))
  .sort();
for (const bench of benches) {
  console.log(`\n▶ npm run bench:${bench}`);
  const result = spawnSync('npm', ['run', `bench:${bench}`], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
