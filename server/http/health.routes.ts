import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ApiIssue } from '../../common/envelope.ts';
import { LivenessReply, operationsPaths, ReadinessReply } from '../../common/operations/health.contract.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { migrationStatus, type MigrationStatus } from '../db/migration-status.ts';
import { sendError } from './envelope.ts';
import { routeContracts } from './route-contract.ts';

const route = routeContracts('Operations');

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first step of a graceful shutdown: readiness answers 503 from now on, so the proxy stops
     * sending new requests, while the requests in flight (and any still sent) are answered.
     */
    stopAccepting: () => void;
  }
}

/** Longer than this, the database counts as unreachable: a hung readiness probe tells the proxy nothing. */
const DATABASE_CHECK_MS = 3000;

export type HealthSources = {
  database: DatabaseHandle;
  /** Whether the search catalogue is in memory (catalogue-snapshot.ts), asked without loading it. */
  catalogueLoaded: () => boolean;
};

async function withinDeadline<T>(work: Promise<T>): Promise<T> {
  const timer = new AbortController();
  try {
    return await Promise.race([
      work,
      delay(DATABASE_CHECK_MS, null, { signal: timer.signal }).then(() => {
        throw new Error(`no answer within ${DATABASE_CHECK_MS} ms`);
      }),
    ]);
  } finally {
    timer.abort();
  }
}

/**
 * Liveness and readiness kept apart. Liveness says only that the process answers: a database
 * outage must not make an orchestrator restart every instance. Readiness says whether this instance
 * should be sent requests: the database answers, its schema is this release's, the search catalogue
 * is in memory, and it is not shutting down.
 */
export function registerHealthRoutes(app: FastifyInstance, { database, catalogueLoaded }: HealthSources): void {
  let accepting = true;
  app.decorate('stopAccepting', () => {
    accepting = false;
  });
  // A keep-alive connection would hold close() until its idle timeout (72 s): once stopping, every answer,
  // the ones in flight included, closes its connection behind it.
  app.addHook('onSend', async (_request, reply) => {
    if (!accepting) reply.header('connection', 'close');
  });

  app.get(operationsPaths.liveness, { ...route('public', { summary: 'Liveness: the process answers.', response: LivenessReply }), logLevel: 'warn' }, async (_request, reply) => {
    const alive: LivenessReply = { alive: true, engine: database.kind };
    return reply.header('cache-control', 'no-store').ok(alive);
  });

  app.get(operationsPaths.readiness, { ...route('public', { summary: 'Readiness: database, migrations at head, catalogue loaded, not shutting down (503 with the failing checks otherwise).', response: ReadinessReply }), logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const issues: ApiIssue[] = [];
    if (!accepting) issues.push({ path: 'accepting', message: 'The instance is shutting down.' });
    let migrations: MigrationStatus | null = null;
    try {
      migrations = await withinDeadline(migrationStatus(database.executeSql));
    } catch (error) {
      request.log.error({ err: error }, 'readiness: database unreachable');
      issues.push({ path: 'database', message: 'The database is unreachable.' });
    }
    if (migrations && !migrations.atHead) {
      issues.push({ path: 'migrations', message: `The database's schema is behind this release (newest migration ${migrations.expected}; ${migrations.applied} applied).` });
    }
    if (!catalogueLoaded()) issues.push({ path: 'catalogue', message: 'The search catalogue is not loaded yet.' });
    if (issues.length > 0 || !migrations) {
      return sendError(reply, 503, {
        reason: `Not ready: ${issues.map((issue) => issue.path).join(', ')}.`,
        reasonKey: 'errors.unavailable',
        issues,
      });
    }
    const ready: ReadinessReply = {
      ready: true,
      checks: { database: 'up', migrations: { expected: migrations.expected, applied: migrations.applied }, catalogue: 'loaded', accepting: true },
    };
    return reply.ok(ready);
  });
}
