import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope, ApiErrorData } from '../../common/envelope.ts';
import { pagePaths } from '../../common/routes.ts';
import { AppError } from '../errors/app-error.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends `{status: 'ok', code, data}`. */
    ok<T>(data: T, code?: number): FastifyReply;
  }
}

export function sendError(reply: FastifyReply, code: number, data: ApiErrorData): FastifyReply {
  const body: ApiEnvelope<never> = { status: 'error', code, data };
  return reply.code(code).type('application/json; charset=utf-8').send(body);
}

/**
 * What a client error the framework raised (a malformed body, an unsupported content type, a
 * bad URL escape, an overlong path) says: a fixed reason per status, never the input it choked on.
 */
const FRAMEWORK_REASONS: Record<number, string> = {
  400: 'The request is malformed.',
  404: 'No such page or endpoint.',
  406: 'This answer cannot be given in the format asked for.',
  413: 'The request is too large.',
  414: 'This address is too long.',
  415: 'This content type is not accepted here.',
};

function frameworkErrorData(statusCode: number): ApiErrorData {
  return { reason: FRAMEWORK_REASONS[statusCode] ?? 'The request was refused.', reasonKey: statusCode === 404 ? 'errors.notFound' : 'errors.invalidRequest' };
}

/** Fastify's `frameworkErrors`: errors raised before any route runs (bad URL escapes, overlong path parameters). */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(reply, statusCode, frameworkErrorData(statusCode));
}

/** Where a failed browser form post goes: the sign-in page for a lost session, else back to the search page with the reason. */
function formFailureLocation(code: number, reasonKey: string | undefined): string {
  if (code === 401) return `${pagePaths.home}?next=${encodeURIComponent(pagePaths.searchIndex)}`;
  return `${pagePaths.searchIndex}?error=${encodeURIComponent(reasonKey ?? 'errors.invalidRequest')}`;
}

/** Registers the envelope reply helper, the error handler and the JSON 404 for API paths. */
export function registerEnvelope(app: FastifyInstance): void {
  app.decorateReply('ok', function ok<T>(this: FastifyReply, data: T, code = 200) {
    const body: ApiEnvelope<T> = { status: 'ok', code, data };
    return this.code(code).type('application/json; charset=utf-8').send(body);
  });

  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const code = error instanceof AppError ? error.code : 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (request.routeOptions.config?.htmlForm && (request.headers.accept ?? '').includes('text/html') && code < 500) {
      return reply.redirect(formFailureLocation(code, error instanceof AppError ? error.reasonKey : undefined), 303);
    }
    if (error instanceof AppError) {
      if (error.code >= 500) request.log.error({ err: error }, error.reason);
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.code, {
        reason: error.reason,
        ...(error.reasonKey ? { reasonKey: error.reasonKey } : {}),
        ...(error.values ? { values: error.values } : {}),
        ...(error.issues ? { issues: error.issues } : {}),
      });
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      // Framework-level rejections (malformed JSON or multipart, body too large...) are the client's fault.
      return sendError(reply, statusCode, frameworkErrorData(statusCode));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, {
      reason: 'Something went wrong on our side. Please try again.',
      reasonKey: 'errors.server',
    });
  });
}
