import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exportPaths } from '../../common/exports/exports.contract.ts';

/** Smaller answers gain less than the compression costs; the envelope of most calls is below this. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * File downloads go out as stored, with their Content-Length, so the browser shows the size and
 * progress and the bytes are the ones mailed; they are not squeezed again on every download.
 */
const SENT_AS_STORED = new Set([exportPaths.download(':id')]);

/**
 * Answers held in memory up to this size are compressed at once, on the spot; larger ones and
 * streams (files) go through @fastify/compress's streams. A search's answer (20 KB) took half a
 * millisecond more through a stream pipeline than through one synchronous call.
 */
const AT_ONCE_MAX_BYTES = 256 * 1024;
/** The settings @fastify/compress uses for its streams, so both paths give the same bytes. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding to use: brotli, else gzip, as the client accepts them (q above 0, or through `*`); null for none. */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((text) => text.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (name !== '') quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: string) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

async function compressAtOnce(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || SENT_AS_STORED.has(reply.routeOptions.url ?? '')) return payload;
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (bytes.length < COMPRESSION_THRESHOLD_BYTES || bytes.length > AT_ONCE_MAX_BYTES) return payload;
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes);
}

/**
 * Compresses API answers and pages above the threshold with brotli or gzip, as the client accepts.
 * The web app's static files are compressed once at build time (vite.config.ts) and served as
 * they are: a reply that already has a Content-Encoding is left alone, so nothing is compressed twice.
 * Must be registered before the routes: it attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (SENT_AS_STORED.has(route.url ?? '')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // The encodings the static files are built in; zstd, which @fastify/compress would pick first when a browser
    // offers it, would only add a third variant for caches to keep apart.
    encodings: ['br', 'gzip'],
    // Clients send plain bodies; accepting compressed uploads would only widen what a request can expand to.
    globalDecompression: false,
  });
  // An application hook runs before the plugin's, which it attaches to each route: the plugin then finds the answer encoded and leaves it.
  app.addHook('onSend', compressAtOnce);
}
