import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a migration for every change of src/db/schema/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './tools/shop-api/src/db/schema/index.ts',
  out: './tools/shop-api/drizzle',
});
