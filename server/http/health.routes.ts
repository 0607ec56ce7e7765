import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { sendError } from './envelope.ts';

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/management/healthz', { config: { access: 'public' }, logLevel: 'warn' }, async (request, reply) => {
    try {
      await database.executeSql('select 1');
      return reply.header('cache-control', 'no-store').ok({ database: 'up', engine: database.kind });
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return sendError(reply, 503, { reason: 'The database is unreachable.', reasonKey: 'errors.unavailable' });
    }
  });
}
