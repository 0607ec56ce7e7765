import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work belongs to, carried through every await without being passed along:
 * set by the HTTP layer for a request (server/http/request-scope.ts) and by the job queue for a job a
 * request queued, read by the logger (every line carries the id) and by the job queue's `send` (the
 * job carries it on). Services never see it.
 */
export type RequestScope = { reqId: string };

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The id of the request the current work serves, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.reqId;
}
