import type { Clock } from './clock';
// The types every route, middleware and service shares about the running app. Nothing of the app is
// imported here (only types of the database, the environment and the page renderer), so any file
// can use them without importing app.ts, which wires everything together.
import type { Db } from '../db/db-type';
import type { Env } from '../env';
import type { PublicSite } from '../site/public-site';

/** What the app is built with: the database, the environment, and the public site's renderer. */
export interface AppContext {
  db: Db;
  env: Env;
  /** The public site's server renderer; null when the web app is not built. */
  site?: PublicSite | null;
  /** What time it is for the public cache's refresh of the content version (tests step it). */
  clock?: Clock;
}

/** Hono's variables: the signed-in admin, set by require-admin. */
export type AppEnv = { Variables: { userId: number; token: string } };
