import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Process plumbing the scale-out harness shares: free ports, children whose output goes to a log
 * file, commands that must succeed, waiting for a condition, and stopping a child for certain.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A child process whose stdout and stderr both go to `logFile` (appended), so a failure can be read afterwards. */
export function spawnLogged(command: string, args: string[], options: { env: NodeJS.ProcessEnv; logFile: string; cwd?: string }): ChildProcess {
  const fd = openSync(options.logFile, 'a');
  try {
    return spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', fd, fd] });
  } finally {
    // The child holds its own copy of the descriptor.
    closeSync(fd);
  }
}

export type CommandResult = { code: number | null; output: string };

/** Runs a command to its end; its stdout and stderr together. */
export function runCommand(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

/** Runs a command that must succeed; a failure throws with what it printed. */
export async function runChecked(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<string> {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${String(result.code)}):\n${result.output.trim()}`);
  return result.output;
}

/** Thrown by a check when waiting longer cannot help (the process waited on has exited). */
export class GiveUp extends Error {}

/**
 * Polls `check` every `everyMs` until it answers a value (not undefined); throws naming `what` after
 * `timeoutMs`, or at once when the check throws GiveUp.
 */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof GiveUp) throw error;
      lastError = error;
    }
    if (performance.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${(timeoutMs / 1000).toFixed(0)} s waiting for ${what}${reason}`);
    }
    await delay(everyMs);
  }
}

/** Sends `signal`, then SIGKILL if the child is still there after `graceMs`; resolves once it has exited. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** How many lines of a log file contain `text` (0 when the file is missing). */
export function countInLog(logFile: string, text: string): number {
  try {
    return readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes(text)).length;
  } catch {
    return 0;
  }
}

/** The last `lines` lines of a log file, to show beside a failure. */
export function tailOfLog(logFile: string, lines = 15): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
