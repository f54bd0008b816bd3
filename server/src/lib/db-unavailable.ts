/**
 * True for errors that mean the database could not be reached (a libSQL server down or cut off),
 * as opposed to a bad query: those answer 503 with Retry-After instead of a 500.
 */
export function isDbUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|ConnectionRefused|ConnectionClosed|FailedToOpenSocket|HRANA_WEBSOCKET_ERROR|HRANA_CLOSED_ERROR|SERVER_ERROR|CLIENT_CLOSED)$/.test(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (/Unable to connect|fetch failed|socket connection was closed|ECONNREFUSED|database is locked/i.test(message)) return true;
  }
  return false;
}

/** Runs a query with a time limit: a server that accepts but never answers counts as unreachable. */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('database did not answer in time'), { code: 'ETIMEDOUT' })), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
