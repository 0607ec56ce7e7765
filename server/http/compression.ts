import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { exportPaths } from '../../common/exports/exports.contract.ts';

/** Smaller answers gain less than the compression costs; the envelope of most calls is below this. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * File downloads go out as stored, with their Content-Length, so the browser shows the size and
 * progress and the bytes are the ones mailed; they are not squeezed again on every download.
 */
const SENT_AS_STORED = new Set([exportPaths.download(':id')]);

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
}
