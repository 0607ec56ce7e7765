import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';

/** Parses a request part with its contract; a mismatch is a 400 naming every bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  throw new AppError(400, `Invalid request. ${summary}`, { reasonKey: 'errors.invalidRequest', issues });
}
