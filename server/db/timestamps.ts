/** A timestamp column as PostgreSQL or PGlite returns it (a Date, or text), in ISO 8601. */
export function toIsoTimestamp(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}
