import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import type { RouteContract } from './route-contract.ts';

export type RegisteredRoute = {
  method: HTTPMethods;
  url: string;
  access: 'public' | 'optional' | 'user' | 'static';
  changesState: boolean;
  /** What it takes and answers (route-contract.ts); the OpenAPI document is built from it. */
  contract?: RouteContract;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app answers (HEAD twins left out), in registration order: the route inventory test reads it. */
    routeTable: RegisteredRoute[];
  }
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A call that changes state: it needs the nonce and the product's own origin (session-guard.ts). */
export function isStateChanging(method: string, changesState: boolean | undefined): boolean {
  return MUTATING_METHODS.has(method) || changesState === true;
}

/** Records each route as it is registered; call before any route is. */
export function recordRouteTable(app: FastifyInstance): void {
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  // Read when asked, not when registered: a plugin's own onRoute hook (the static files') runs after this one and may still set the route's access.
  app.decorate('routeTable', {
    getter: (): RegisteredRoute[] =>
      registered.flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => ({
            method,
            url: route.url,
            access: route.config?.access ?? 'public',
            changesState: isStateChanging(method, route.config?.changesState),
            ...(route.config?.contract ? { contract: route.config.contract } : {}),
          })),
      ),
  });
}
