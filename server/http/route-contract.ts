import type { z } from 'zod';

/** Who may call a route (session-guard.ts reads it). */
export type RouteAccess = 'public' | 'optional' | 'user' | 'static';

/**
 * How a request's body travels. 'json': a JSON object. 'form': form fields, urlencoded or
 * multipart, or the same fields as a JSON object (form-fields.ts reads all three; values are text).
 * 'upload': a multipart form carrying a file.
 */
export type BodyEncoding = 'json' | 'form' | 'upload';

/**
 * What a successful call answers. 'envelope': `{status: 'ok', code, data}` (the default).
 * 'file': a download. 'image': an image. 'events': server-sent events (or the envelope when
 * the call asks for no stream). 'redirect-or-envelope': a 303 to a page for a browser's form
 * post, the envelope for a script. 'openapi' and 'html': this API's own description. 'metrics':
 * Prometheus's text format.
 */
export type AnswerKind = 'envelope' | 'file' | 'image' | 'events' | 'redirect-or-envelope' | 'openapi' | 'html' | 'metrics';

/**
 * What a route takes and answers, declared where it is registered with the same zod objects
 * the handler parses; the OpenAPI document (openapi/openapi-document.ts) is generated from it.
 */
export type RouteContract = {
  /** The API reference's group: one per module. */
  tag: string;
  /** One line: what the call does. */
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body travels; 'json' when a body is declared without it. */
  encoding?: BodyEncoding;
  /** The envelope's `data` on success, where common/ has its contract; else any JSON value. */
  response?: z.ZodType;
  /** The success status: 200 unless the call creates something (201). */
  status?: 200 | 201;
  answer?: AnswerKind;
  /** A bearer token guards it instead of the session (the metrics' METRICS_TOKEN). */
  bearerToken?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route takes and answers: every API route declares it (openapi.test.ts fails on one that does not). */
    contract?: RouteContract;
  }
}

type ExtraConfig = { changesState?: boolean; htmlForm?: boolean; sessionConfirmedByAnswer?: boolean };

/**
 * A module's route options with its contracts under one tag:
 * `const route = routeContracts('Collections'); app.get(path, route('user', { summary }), handler)`.
 */
export function routeContracts(tag: string) {
  return (access: RouteAccess, contract: Omit<RouteContract, 'tag'>, extra: ExtraConfig = {}) => ({
    config: { ...extra, access, contract: { tag, ...contract } },
  });
}
