/**
 * Whether parsed JSON is an object (not null, not an array): the first check of a shape read
 * without zod, as the browser does with what the server put in the page.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
