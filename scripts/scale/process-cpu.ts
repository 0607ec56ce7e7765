import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of processes from /proc/<pid>/stat (utime + stime, in clock ticks). A process tree
 * (a postmaster and its backends, nginx's master and workers) counts its root, the children the
 * root has already reaped (cutime + cstime) and its live children, so a backend that exits
 * between two readings is still counted.
 */

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

type Stat = { pid: number; ppid: number; own: number; reaped: number };

function statOf(pid: number): Stat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields after it start past the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { pid, ppid: field(4), own: field(14) + field(15), reaped: field(16) + field(17) };
}

function allStats(): Stat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => statOf(Number(name)) ?? []);
}

const toMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** CPU milliseconds of one process, or of a process and all its children when `tree`. */
export function cpuMs(pid: number, options: { tree: boolean }, stats: Stat[] = allStats()): number {
  const root = stats.find((stat) => stat.pid === pid);
  if (!root) return 0;
  if (!options.tree) return toMs(root.own);
  const children = stats.filter((stat) => stat.ppid === pid);
  return toMs(root.own + root.reaped + children.reduce((sum, child) => sum + child.own, 0));
}

export type CpuTarget = { kind: string; pid: number; tree: boolean };

/** One reading of every target, summed per kind, all from the same pass over /proc. */
export function readCpu(targets: CpuTarget[]): Map<string, number> {
  const stats = allStats();
  const byKind = new Map<string, number>();
  for (const target of targets) byKind.set(target.kind, (byKind.get(target.kind) ?? 0) + cpuMs(target.pid, target, stats));
  return byKind;
}
