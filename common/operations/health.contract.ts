import { z } from 'zod';

/** The operations endpoints: liveness, readiness and the Prometheus metrics. */
export const operationsPaths = {
  liveness: '/management/healthz',
  readiness: '/management/readyz',
  metrics: '/management/metrics',
} as const;

/** Liveness: the process answers. It reads nothing else, so a database outage never restarts it. */
export const LivenessReply = z.object({ alive: z.literal(true), engine: z.enum(['pglite', 'postgres']) });
export type LivenessReply = z.infer<typeof LivenessReply>;

/** A readiness check's name; a failed readiness names the failing ones in its issues' paths. */
export const ReadinessCheck = z.enum(['database', 'migrations', 'catalogue', 'accepting']);
export type ReadinessCheck = z.infer<typeof ReadinessCheck>;

/** Readiness when every check passed (otherwise a 503 error envelope, one issue per failed check). */
export const ReadinessReply = z.object({
  ready: z.literal(true),
  checks: z.object({
    database: z.literal('up'),
    migrations: z.object({ expected: z.string(), applied: z.number().int() }),
    catalogue: z.literal('loaded'),
    accepting: z.literal(true),
  }),
});
export type ReadinessReply = z.infer<typeof ReadinessReply>;
