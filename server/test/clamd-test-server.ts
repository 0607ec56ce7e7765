import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EICAR_SIGNATURE_NAME, EICAR_TEST_STRING } from '../platform/virus-scanner.ts';

/** Debian's clamav-daemon puts clamd here; .ci/run installs it. */
export const CLAMD_PATH = '/usr/sbin/clamd';
export const clamdInstalled = (): boolean => existsSync(CLAMD_PATH);

export type ClamdTestServer = { host: string; port: number; stop: () => Promise<void> };

/** A port nobody listens on right now (the OS picks it, then it is freed for the caller). */
export async function freeLocalPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A real clamd, started as a child process in a temporary folder with its own clamd.conf and a
 * one-line signature database (the EICAR test string as an `.ndb` body signature, so it is found
 * anywhere in a file, as the built-in check does). The official databases are never needed, so no
 * freshclam and no internet. Resolves when clamd answers PING.
 */
export async function startClamdTestServer(): Promise<ClamdTestServer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'normscope-clamd-'));
  const port = await freeLocalPort();
  const signature = `${EICAR_SIGNATURE_NAME}:0:*:${Buffer.from(EICAR_TEST_STRING, 'latin1').toString('hex')}\n`;
  await writeFile(path.join(folder, 'eicar.ndb'), signature);
  const conf = [
    'Foreground yes',
    `TCPSocket ${port}`,
    'TCPAddr 127.0.0.1',
    `DatabaseDirectory ${folder}`,
    `TemporaryDirectory ${folder}`,
    `LogFile ${path.join(folder, 'clamd.log')}`,
    // Whoever runs the tests (root in CI) keeps running clamd: no switch to a `clamav` user that may not exist.
    `User ${os.userInfo().username}`,
    'LogVerbose no',
  ];
  const confPath = path.join(folder, 'clamd.conf');
  await writeFile(confPath, `${conf.join('\n')}\n`);

  const output: string[] = [];
  const child = spawn(CLAMD_PATH, [`--config-file=${confPath}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (data: Buffer) => output.push(data.toString()));
  child.stderr?.on('data', (data: Buffer) => output.push(data.toString()));
  const stop = async () => {
    await stopChild(child);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await waitForPong(port, child, 60_000);
  } catch (error) {
    const log = await readFile(path.join(folder, 'clamd.log'), 'utf8').catch(() => '');
    await stop();
    throw new Error(`clamd did not start: ${error instanceof Error ? error.message : String(error)}\n${output.join('')}${log}`, { cause: error });
  }
  return { host: '127.0.0.1', port, stop };
}

async function waitForPong(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`clamd exited (${child.exitCode ?? child.signalCode})`);
    if ((await ping(port)) === 'PONG') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no PONG within ${timeoutMs} ms`);
}

/** One `zPING`; resolves with the answer, or '' when nothing listens yet. */
function ping(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (data) => chunks.push(data));
    socket.on('error', () => resolve(''));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString().replace(/\0/g, '').trim()));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
