import type { Db } from '../db/db-type';
import type { Env } from '../env';
import type { PublicCache } from './public-cache';
import type { Basemap } from '../places/basemap';

/** What every route file is built with. */
export interface RouteDeps {
  db: Db;
  env: Env;
  cache: PublicCache;
  /** The vector basemap the map page draws on (null: none configured, or not usable). */
  basemap: Basemap | null;
}
