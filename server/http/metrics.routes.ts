import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { operationsPaths } from '../../common/operations/health.contract.ts';
import type { Logger } from '../platform/logger.ts';
import type { Metrics } from '../platform/metrics.ts';
import { sendError } from './envelope.ts';
import { routeContracts } from './route-contract.ts';

export type MetricsAccess = {
  /** `METRICS_TOKEN`: the bearer token a scrape must carry, wherever it scrapes. */
  token: string | undefined;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * Records every request's count and time per route pattern (the address would give a series per
 * document), and serves the metrics on the main port only with a token: without METRICS_TOKEN the
 * route answers as an unknown address does, so the public learns nothing of it.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, { token }: MetricsAccess): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.recordRequest({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode }, reply.elapsedTime);
  });

  app.get(operationsPaths.metrics, { ...routeContracts('Operations')('public', { summary: 'The metrics in Prometheus format, with the bearer token (404 without METRICS_TOKEN).', answer: 'metrics', bearerToken: true }), logLevel: 'warn' }, async (request, reply) => {
    if (!token) return sendError(reply, 404, { reason: 'No such page or endpoint.', reasonKey: 'errors.notFound' });
    if (!carriesToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(reply, 401, { reason: 'The metrics need their bearer token.', reasonKey: 'errors.forbidden' });
    }
    const text = await metrics.render();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
}

export type MetricsServer = { port: number; close: () => Promise<void> };

function answer(request: IncomingMessage, token: string | undefined): { status: number; type: string; body: () => Promise<string> } | null {
  const path = (request.url ?? '').split('?')[0];
  if (path !== operationsPaths.metrics) return { status: 404, type: 'text/plain; charset=utf-8', body: async () => 'Not found\n' };
  if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 405, type: 'text/plain; charset=utf-8', body: async () => 'Method not allowed\n' };
  if (token && !carriesToken(request.headers.authorization, token)) return { status: 401, type: 'text/plain; charset=utf-8', body: async () => 'Unauthorized\n' };
  return null;
}

/**
 * `METRICS_PORT`: the metrics alone on a port of their own, kept off the public proxy by the network
 * (the worker role, which has no HTTP server, is scraped here too). A plain node:http listener: one
 * address, no sessions, no envelope.
 */
export async function startMetricsServer(options: { metrics: Metrics; host: string; port: number; token: string | undefined; logger: Logger }): Promise<MetricsServer> {
  const { metrics, token, logger } = options;
  const server: Server = createServer((request, response) => {
    const refused = answer(request, token);
    const reply = refused ?? { status: 200, type: metrics.contentType, body: () => metrics.render() };
    reply
      .body()
      .then((body) => {
        response.writeHead(reply.status, { 'content-type': reply.type, 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
        response.end(request.method === 'HEAD' ? undefined : body);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The metrics could not be collected.\n');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  logger.info({ port, host: options.host }, 'metrics listening');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
