/**
 * Whether `value` is one of `values`: the check a zod enum's safeParse makes, for code that needs
 * only the values. The web app uses it so that no zod schema runs in the browser (the bundler then
 * leaves zod out); the server validates with the contracts' schemas, built from the same arrays.
 */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
