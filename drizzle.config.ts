import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared schema, and the table a module keeps beside its entity (modules/<domain>/table.ts).
  schema: ['./src/server/db/schema.ts', './src/server/modules/*/table.ts'],
  out: './src/server/db/migrations',
});
