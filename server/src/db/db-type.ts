import type { drizzle } from 'drizzle-orm/libsql';
import type * as schema from './schema';

/** The database as the app uses it; apart from client.ts, which opens it, so that what opening runs can name it. */
export type Db = ReturnType<typeof drizzle<typeof schema>>;
