import type { ApiIssue } from '../../common/envelope.ts';

/**
 * The one error services throw for an expected failure. It carries the HTTP-style
 * code and the reason the user sees; the HTTP layer turns it into the envelope and
 * jobs log it. Unexpected errors are anything else.
 */
export class AppError extends Error {
  readonly code: number;
  readonly reason: string;
  readonly reasonKey: string | undefined;
  /** What the reasonKey's translation fills in. */
  readonly values: Record<string, string> | undefined;
  readonly issues: ApiIssue[] | undefined;
  /** Sent as `Retry-After` (a throttled call says when it may come back). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: number, reason: string, options: { reasonKey?: string; values?: Record<string, string>; issues?: ApiIssue[]; retryAfterSeconds?: number } = {}) {
    super(reason);
    this.name = 'AppError';
    this.code = code;
    this.reason = reason;
    this.reasonKey = options.reasonKey;
    this.values = options.values;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what = 'The requested item') =>
  new AppError(404, `${what} was not found.`, { reasonKey: 'errors.notFound' });

export const forbidden = (reason = 'You do not have permission to do this.') =>
  new AppError(403, reason, { reasonKey: 'errors.forbidden' });
