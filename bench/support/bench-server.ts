import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { freePort } from '../../scripts/scale/scale-processes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');


/**
 * The product's own server (server/main.ts) in a child process, so the load generator
 * never shares its event loop. Answers its base URL and a stop function.
 */
export async function startBenchServer(env: NodeJS.ProcessEnv): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // An empty value removes the variable (a PGlite server must not inherit DATABASE_URL).
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env }).filter(([, value]) => value !== ''),
  );
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: merged,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // A million documents take about a minute to load before the server listens.
  for (let attempt = 0; attempt < 3000; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/management/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export type BenchSession = { base: string; cookie: string; nonce: string };

export async function signInForBench(base: string, email: string, password: string): Promise<BenchSession> {
  const response = await fetch(`${base}/management/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const body = (await response.json()) as { data: { nonce: string } };
  return { base, cookie, nonce: body.data.nonce };
}

/**
 * One client connection kept open per concurrent caller, as a browser keeps its own: the calls
 * go through node:http rather than fetch, whose own work (about a millisecond of CPU a call)
 * came out of the server's and PostgreSQL's share of this machine's two cores.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A form's bytes and content type exactly as fetch would send them (multipart for FormData). */
async function encodeForm(body: FormData | URLSearchParams): Promise<{ bytes: Buffer; type: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body });
  return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

function send(url: URL, headers: Record<string, string | number>, bytes: Buffer): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ agent, hostname: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(bytes);
  });
}

/** One call: the server's own time (Server-Timing) and the time seen by the client (the answer read and decoded), in ms. */
export async function timedPost<T>(session: BenchSession, url: string, body: FormData | URLSearchParams): Promise<{ data: T; server: number; wall: number }> {
  const { bytes, type } = await encodeForm(body);
  const headers = { cookie: session.cookie, 'x-nonce': session.nonce, 'content-type': type, 'content-length': bytes.length, 'accept-encoding': 'gzip' };
  const started = performance.now();
  const answer = await send(new URL(`${session.base}${url}`), headers, bytes);
  const text = (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8');
  const json = JSON.parse(text) as { status: string; data: T };
  const wall = performance.now() - started;
  if (json.status !== 'ok') throw new Error(`${url} failed: ${JSON.stringify(json.data)}`);
  const server = Number(/dur=([\d.]+)/.exec(String(answer.headers['server-timing'] ?? ''))?.[1] ?? Number.NaN);
  return { data: json.data, server, wall };
}
