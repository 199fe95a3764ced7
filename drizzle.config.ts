import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration after a change to a table file under server/db/schema/ (merged by its index.ts).
// Migrations are committed and applied at start (server/db/migrate.ts); never edit an applied one.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
