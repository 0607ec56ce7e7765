import http from 'node:http';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { CONNECTION_OPTIONS } from '../../server/db/database.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '../../server/http/compression.ts';
import { FLOOR_STATEMENT } from './search-floor.ts';

/**
 * The floor served over HTTP (run as its own process by search-floor.ts): the least any web
 * service answering the floor's statement pays. node:http with no framework, one POST with the
 * form field `query_2`, the statement's rows as JSON in the product's envelope, gzip above the
 * product's threshold when the client accepts it (the product compresses its answers the same way).
 * Env: DATABASE_URL, PORT, CONNECTIONS.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.CONNECTIONS ?? 20), options: CONNECTION_OPTIONS });

async function answer(body: string, acceptsGzip: boolean): Promise<{ bytes: Buffer; gzip: boolean }> {
  const words = new URLSearchParams(body).get('query_2') ?? '';
  const { rows } = await pool.query(FLOOR_STATEMENT, [words]);
  const bytes = Buffer.from(JSON.stringify({ status: 'ok', data: { hits: Number(rows[0]?.hits ?? 0), records: rows } }));
  return acceptsGzip && bytes.length >= COMPRESSION_THRESHOLD_BYTES ? { bytes: gzipSync(bytes), gzip: true } : { bytes, gzip: false };
}

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    answer(Buffer.concat(chunks).toString('utf8'), /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
      .then(({ bytes, gzip }) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
        response.end(bytes);
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ status: 'error', data: { message: String(error) } }));
      });
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
