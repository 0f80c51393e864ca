import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates the SQL migrations in `drizzle/` from the schema; the server applies them at boot. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
