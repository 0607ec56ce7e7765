import { z } from 'zod';

/**
 * Every API reply is `{status, code, data}`. Errors put a human `reason` in `data`
 * (and a `reasonKey` the web app translates when it knows it).
 */
export const ApiStatus = z.enum(['ok', 'error']);
export type ApiStatus = z.infer<typeof ApiStatus>;

/**
 * One bad field or line: `message` is English; `messageKey` and its `values`, when given, are
 * what the web app translates instead (a CSV line's problem names the line and the address).
 */
export const ApiIssue = z.object({
  path: z.string(),
  message: z.string(),
  messageKey: z.string().optional(),
  values: z.record(z.string(), z.string()).optional(),
});
export type ApiIssue = z.infer<typeof ApiIssue>;

export const ApiErrorData = z.object({
  reason: z.string(),
  reasonKey: z.string().optional(),
  /** What the reason's translation fills in (how many seats are free, which address). */
  values: z.record(z.string(), z.string()).optional(),
  issues: z.array(ApiIssue).optional(),
});
export type ApiErrorData = z.infer<typeof ApiErrorData>;

export type ApiOk<T> = { status: 'ok'; code: number; data: T };
export type ApiError = { status: 'error'; code: number; data: ApiErrorData };
export type ApiEnvelope<T> = ApiOk<T> | ApiError;

export const NONCE_HEADER = 'x-nonce';
export const REQUEST_ID_HEADER = 'x-request-id';
