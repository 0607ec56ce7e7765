import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, wantsPrettyLogs } from '../platform/logger.ts';
import { RequestLogController } from './request-log.ts';

/** A server with the product's request logging, writing its log lines into `lines`. */
async function serverLoggingTo(options: { level: string; pretty: boolean }) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim() !== ''));
      done();
    },
  });
  const logger = createLogger({ ...options, destination });
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, logController: new RequestLogController() });
  app.get('/management/probe', async () => ({ ok: true }));
  app.get('/management/invitation/:token', async () => ({ ok: true }));
  app.post('/management/api/invitations/:token/accept', async () => ({ ok: true }));
  app.get('/management/gone', async (_request, reply) => reply.code(404).send({ ok: false }));
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes one readable line per request in development', async () => {
    const { app, lines } = await serverLoggingTo({ level: 'info', pretty: true });
    await app.inject({ method: 'GET', url: '/management/probe?x=1' });
    await app.inject({ method: 'GET', url: '/management/gone' });
    await app.close();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: GET \/management\/probe\?x=1 200 \d+\.\d ms$/);
    expect(lines[1]).toMatch(/INFO: GET \/management\/gone 404 \d+\.\d ms$/);
  });

  it('writes one JSON line per request otherwise, with the method, address, status and time', async () => {
    const { app, lines } = await serverLoggingTo({ level: 'info', pretty: false });
    await app.inject({ method: 'GET', url: '/management/probe', headers: { cookie: 'normscope_session=secret' } });
    await app.close();
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/management/probe' }, res: { statusCode: 200 } });
    expect(typeof entry.responseTime).toBe('number');
    expect(lines[0]).not.toContain('secret');
  });

  it("never writes a one-time link's token", async () => {
    const { app, lines } = await serverLoggingTo({ level: 'info', pretty: false });
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    await app.inject({ method: 'GET', url: `/management/invitation/${token}?x=1` });
    await app.inject({ method: 'POST', url: `/management/api/invitations/${token}/accept`, payload: {} });
    await app.close();
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toContain(token);
    const urls = lines.map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);
    expect(urls).toEqual(['/management/invitation/[redacted]?x=1', '/management/api/invitations/[redacted]/accept']);
  });

  it('announces a request as it comes in only at debug level', async () => {
    const { app, lines } = await serverLoggingTo({ level: 'debug', pretty: false });
    await app.inject({ method: 'GET', url: '/management/probe' });
    await app.close();
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['incoming request', 'request completed']);
  });

  it('is readable by default only in development on a terminal', () => {
    expect(wantsPrettyLogs('auto', 'development', true)).toBe(true);
    expect(wantsPrettyLogs('auto', 'development', false)).toBe(false);
    expect(wantsPrettyLogs('auto', 'production', true)).toBe(false);
    expect(wantsPrettyLogs('pretty', 'production', false)).toBe(true);
    expect(wantsPrettyLogs('json', 'development', true)).toBe(false);
  });
});
