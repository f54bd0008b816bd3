import type { IpcResult } from '@portfolio/shared';

/** The preload's bridge (or the e2e test bridge, which has the same shape). */
export const desktop = () => window.desktop;

/** Unwraps `{ ok, data } | { ok: false, error }` into a value or a thrown Error for React code. */
export async function call<T>(result: Promise<IpcResult<T>>): Promise<T> {
  const r = await result;
  if (!r.ok) throw new Error(r.error);
  return r.data;
}
