import { defineConfig } from 'drizzle-kit';

// Generate SQL migrations with `npm run db:generate` (it takes /tmp/termtap-drizzle.lock).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
