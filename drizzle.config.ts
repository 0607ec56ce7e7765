import { defineConfig } from 'drizzle-kit';

/** Used only by `npm run db:generate` to write SQL migrations from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
