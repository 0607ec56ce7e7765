import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './session-guard.ts';

/** Neither the browser nor any cache on the way may keep the answer, not even to revalidate it. */
export const SESSION_CACHE_CONTROL = 'no-store';

function setsSessionCookie(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  const cookies = header === undefined ? [] : [header].flat().map(String);
  return cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Whatever answers a signed-in request is the user's own: the profile with its nonce (the JSON
 * session and every page, which embeds it), collections, licensed full text, export files. A
 * shared cache, or the disk cache of a shared computer, must keep none of it, whatever the route
 * set. The sign-in answer hands out the session and nonce, so it counts too (the cookie plugin's
 * own onSend hook has written its Set-Cookie by now: it is registered first).
 *
 * Static files never look the session up (access 'static'), so the hashed assets and icons keep
 * their long-lived caching even when the browser sends its session cookie with them.
 */
export function registerSessionCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.access === 'static') return;
    if (request.actor || setsSessionCookie(reply)) reply.header('cache-control', SESSION_CACHE_CONTROL);
  });
}
