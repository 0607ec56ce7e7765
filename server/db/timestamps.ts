/** A timestamp column as PostgreSQL or PGlite returns it (a Date, or text), as a Date. */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** A nullable timestamp column as a Date, or null. */
export function toDateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : toDate(value);
}

/** A timestamp column as PostgreSQL or PGlite returns it (a Date, or text), in ISO 8601. */
export function toIsoTimestamp(value: unknown): string {
  return toDate(value).toISOString();
}
