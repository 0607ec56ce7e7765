import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * The harness's last resort: a detached process that watches the harness and, should it die
 * without cleaning up (SIGKILL, a crash of Node itself), kills the processes it started, stops
 * its PostgreSQL servers and removes its folder. When the harness cleans up itself, the folder
 * goes and the reaper leaves quietly.
 *   node scripts/scale/scale-reaper.ts <harness pid> <folder>
 */

const PID_FILE = 'pids';

/** Starts the reaper for the harness running now, detached so it outlives it. */
export function startReaper(dir: string): void {
  const child = spawn(process.execPath, [import.meta.filename, String(process.pid), dir], { detached: true, stdio: 'ignore' });
  child.unref();
}

/** Notes a process the reaper must kill should the harness die. */
export function recordPid(dir: string, pid: number | undefined): void {
  if (pid) appendFileSync(path.join(dir, PID_FILE), `${pid}\n`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Only a process that is still one of the harness's (not a later process given the same pid). */
function isOurs(pid: number): boolean {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return command.includes('server/main.ts') || command.includes('nginx');
  } catch {
    return false;
  }
}

function reap(dir: string) {
  const pids = existsSync(path.join(dir, PID_FILE)) ? readFileSync(path.join(dir, PID_FILE), 'utf8').split('\n').map(Number).filter((pid) => pid > 0) : [];
  for (const pid of pids) if (isOurs(pid)) process.kill(pid, 'SIGKILL');
  const pgDir = path.join(dir, 'postgres');
  const bin = readdirSync('/usr/lib/postgresql')
    .map((version) => path.join('/usr/lib/postgresql', version, 'bin/pg_ctl'))
    .find(existsSync);
  if (bin && existsSync(pgDir)) {
    for (const server of ['replica', 'primary']) {
      const dataDir = path.join(pgDir, server);
      if (!existsSync(path.join(dataDir, 'postmaster.pid'))) continue;
      const args = ['stop', '-D', dataDir, '-m', 'immediate', '-w'];
      if (process.getuid?.() === 0) spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'ignore' });
      else spawnSync(bin, args, { stdio: 'ignore' });
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

if (import.meta.filename === process.argv[1]) {
  const harness = Number(process.argv[2]);
  const dir = process.argv[3] ?? '';
  while (existsSync(dir)) {
    if (!alive(harness)) {
      reap(dir);
      break;
    }
    await delay(1000);
  }
}
