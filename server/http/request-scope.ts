import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runInRequestScope } from '../platform/request-context.ts';

const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Opens the request's scope (server/platform/request-context.ts) for everything its route does,
 * so a job it queues carries its id and every line logged for it names it. The scope is entered
 * in onRequest; the route's later steps run from the body's 'end' event, in another async
 * context, so they are put back into the request's own (as @fastify/request-context does).
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    runInRequestScope({ reqId: request.id }, () => {
      const resource = new AsyncResource('normscope-request');
      scopes.set(request, resource);
      resource.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = scopes.get(request);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
}
