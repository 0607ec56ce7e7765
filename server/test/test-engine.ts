/** Which database engine integration tests run against in this process. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs DATABASE_URL');
  return url;
}

/** The same server as `url`, another database on it. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
