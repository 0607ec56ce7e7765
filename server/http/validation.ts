import type { z } from 'zod';
import type { ApiIssue } from '../../common/envelope.ts';
import { UNSTORABLE_CHARACTER } from '../../common/stored-values.ts';
import { AppError } from '../errors/app-error.ts';

function invalidRequest(issues: ApiIssue[]): AppError {
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return new AppError(400, `Invalid request. ${summary}`, { reasonKey: 'errors.invalidRequest', issues });
}

/** Where the input holds text PostgreSQL cannot store, at any depth (field names included). */
function unstorableTextPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes(UNSTORABLE_CHARACTER) ? [path.join('.') || '(body)'] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableTextPaths(item, [...path, String(index)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes(UNSTORABLE_CHARACTER) ? [path.join('.') || '(body)'] : unstorableTextPaths(item, [...path, key]),
    );
  }
  return [];
}

/**
 * Parses a request part with its contract; a mismatch is a 400 naming every bad field. Text
 * with a NUL character is refused here for every route at once, before any contract runs.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const unstorable = unstorableTextPaths(value);
  if (unstorable.length > 0) throw invalidRequest(unstorable.map((path) => ({ path, message: 'Text cannot contain the NUL character.' })));
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalidRequest(
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(body)',
      message: issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
    })),
  );
}
