import { defineConfig } from 'drizzle-kit';

// Generation only reads the schema; it never connects, so it can't touch a live PGlite folder.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
