import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @lrp/server` writes a new SQL migration into drizzle/ after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
