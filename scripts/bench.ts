import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `npm run bench`: every `bench:*` script of package.json, one after the other. */
const ROOT = path.resolve(import.meta.dirname, '..');
const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const benches = Object.keys(scripts)
  .filter((name) => name.startsWith('bench:'))
  .sort();
for (const bench of benches) {
  console.log(`\n▶ npm run ${bench}`);
  const result = spawnSync('npm', ['run', bench], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
