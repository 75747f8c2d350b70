// drizzle-kit: generates the committed SQL migrations from the schema (npm run db:generate -w @eco/server).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
