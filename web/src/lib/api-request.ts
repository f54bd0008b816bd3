import { z } from 'zod';
import { apiFetch, type RequestOptions } from './api-client';

// The site's Content-Security-Policy has no 'unsafe-eval': zod must not probe for `new Function`.
z.config({ jitless: true });

/**
 * Fetches an /api path and parses the answer with a shared schema. Bodies are JSON only when a
 * body exists; cookies are included; the bearer token is sent when one exists.
 */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const res = await apiFetch(path, options);
  const text = await res.text();
  return schema.parse(text ? JSON.parse(text) : null);
}
