import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'turso',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
  dbCredentials: {
    url: process.env.DATABASE_URL ?? 'file:data/portfolio.db',
    authToken: process.env.DATABASE_AUTH_TOKEN,
  },
});
