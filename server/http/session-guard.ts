import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NONCE_HEADER } from '../../common/envelope.ts';
import { AppError } from '../errors/app-error.ts';
import { assertOwnOrigin } from './origin-check.ts';
import { isStateChanging } from './route-table.ts';
import type { AccountService, SessionActor, SessionConfirmation } from '../modules/account/index.ts';

export const SESSION_COOKIE = 'normscope_session';
export const LANGUAGE_COOKIE = 'normscope_lang';
/** A browser that signed in before: its sign-in attempts are throttled apart from everyone else's. */
export const DEVICE_COOKIE = 'normscope_device';

declare module 'fastify' {
  interface FastifyRequest {
    actor: SessionActor | null;
    /** Set while `actor` is a session remembered by this instance that the route's answer has yet to confirm (withConfirmedSession). */
    sessionConfirmation: SessionConfirmation | null;
  }
  interface FastifyInstance {
    /** Resolves the request's session in full and applies its route's access rule again. */
    resolveSessionAgain: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * 'user' routes need a session; 'optional' routes work signed out too. Either
     * needs the session's nonce for a mutating call when a session is present. 'static'
     * files (built assets, icons) are the same for everyone: the session is not even looked up.
     */
    access?: 'public' | 'optional' | 'user' | 'static';
    /** A GET the spec makes change state (unFavourite): it needs the nonce like a POST. */
    changesState?: boolean;
    /** A plain HTML form post (the search bar): failures go back to the search page instead of answering JSON. */
    htmlForm?: boolean;
    /**
     * The handler answers from one statement that also reads the session's stamp (withConfirmedSession):
     * a session this instance resolved lately is taken from memory rather than read first.
     */
    sessionConfirmedByAnswer?: boolean;
  }
}

export const UNAUTHENTICATED = () =>
  new AppError(401, 'Your session has ended. Please sign in again.', { reasonKey: 'errors.unauthenticated' });

export function actorOf(request: FastifyRequest): SessionActor {
  if (!request.actor) throw UNAUTHENTICATED();
  return request.actor;
}

export function sessionCookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
  return {
    path: '/management',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

export function nonceMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function nonceFrom(request: FastifyRequest): string | undefined {
  const header = request.headers[NONCE_HEADER];
  if (typeof header === 'string') return header;
  // Plain HTML form posts (the search form, save search) carry the nonce as a field.
  const body = request.body;
  if (body && typeof body === 'object' && 'nonce' in body && typeof body.nonce === 'string') return body.nonce;
  return undefined;
}

/**
 * Runs a handler's work for the request's actor. For a remembered session (a route with
 * `sessionConfirmedByAnswer`), `run` gets the confirmation its statement must check and throw
 * SessionChangedError on; then, or on any failure before the session was confirmed, the session
 * is resolved in full (a 401 for one that ended) and the work done again for the actor as it is now.
 */
export async function withConfirmedSession<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (actor: SessionActor, confirmation: SessionConfirmation | null) => Promise<T>,
): Promise<T> {
  const confirmation = request.sessionConfirmation;
  if (confirmation) {
    try {
      return await run(actorOf(request), confirmation);
    } catch {
      await request.server.resolveSessionAgain(request, reply);
    }
  }
  return run(actorOf(request), null);
}

/** Loads the session on every request and enforces each route's access rule. */
export function registerSessionGuard(app: FastifyInstance, accounts: AccountService, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionConfirmation', null);

  async function resolveSession(request: FastifyRequest, reply: FastifyReply, token: string) {
    request.actor = (await accounts.resolveSession(token)) ?? null;
    if (!request.actor) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
  }

  function enforceAccess(request: FastifyRequest) {
    const access = request.routeOptions.config.access ?? 'public';
    const mutating = isStateChanging(request.method, request.routeOptions.config.changesState);
    if (mutating) assertOwnOrigin(request, publicOrigin);
    if (access === 'public' || access === 'static') return;
    if (access === 'user' && !request.actor) throw UNAUTHENTICATED();
    if (request.actor && mutating && !nonceMatches(request.actor.nonce, nonceFrom(request))) {
      throw new AppError(403, 'The security token of this page is missing or out of date. Reload the page and try again.', {
        reasonKey: 'errors.badNonce',
      });
    }
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || request.routeOptions.config.access === 'static') return;
    if (request.routeOptions.config.sessionConfirmedByAnswer) {
      const recalled = accounts.recallSession(token);
      if (recalled) {
        request.actor = recalled.actor;
        request.sessionConfirmation = recalled.confirmation;
        return;
      }
    }
    await resolveSession(request, reply, token);
  });

  app.addHook('preHandler', async (request: FastifyRequest) => enforceAccess(request));

  app.decorate('resolveSessionAgain', async (request: FastifyRequest, reply: FastifyReply) => {
    request.sessionConfirmation = null;
    request.actor = null;
    const token = request.cookies[SESSION_COOKIE];
    if (token) await resolveSession(request, reply, token);
    enforceAccess(request);
  });
}
