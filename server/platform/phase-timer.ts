/**
 * A service's one view of the metrics: how long a phase of its work took. Built in
 * server/platform/metrics.ts and passed in through services.ts, so services never import the
 * metrics library (or Fastify) and tests may pass nothing.
 */
export type PhaseRecorder = (phase: string, ms: number) => void;

/** Runs `work` and records its time as `phase`, whether it succeeds or fails. */
export async function timePhase<T>(record: PhaseRecorder | undefined, phase: string, work: () => Promise<T>): Promise<T> {
  if (!record) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    record(phase, performance.now() - started);
  }
}

/** `timePhase` for work that does not wait (the in-memory passes). */
export function timePhaseSync<T>(record: PhaseRecorder | undefined, phase: string, work: () => T): T {
  if (!record) return work();
  const started = performance.now();
  try {
    return work();
  } finally {
    record(phase, performance.now() - started);
  }
}
