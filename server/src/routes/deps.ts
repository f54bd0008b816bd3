import type { Db } from '../db/db-type';
import type { Env } from '../env';
import type { PublicCache } from '../lib/public-cache';

/** What every route file is built with. */
export interface RouteDeps {
  db: Db;
  env: Env;
  cache: PublicCache;
}
