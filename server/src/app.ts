import { Hono } from 'hono';
import type { Db } from './db/client';
import type { Env } from './env';
import { AppError } from './lib/app-error';

export interface AppContext {
  db: Db;
  env: Env;
}

export type AppEnv = { Variables: { userId: number } };

/** Builds the whole HTTP app: /api, /media and the SPA. Used by the server and by tests. */
export function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/api/health', (c) => c.json({ ok: true }));

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json({ message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) }, err.status);
    }
    console.error(err);
    return c.json({ message: 'Something went wrong on the server' }, 500);
  });

  void ctx;
  return app;
}
