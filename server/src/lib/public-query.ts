import { DEFAULT_LANGUAGE, LanguageSchema } from '@portfolio/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import { readQuery } from './validate';

/** `?language=en|sv|nl` (default English) and an optional `?limit=`. Other parameters are ignored. */
export const ListQuerySchema = z.object({
  language: LanguageSchema.default(DEFAULT_LANGUAGE),
  limit: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** A cache key made from the validated values, so junk query parameters cannot fill the cache. */
export const listKey = (path: string, q: z.output<typeof ListQuerySchema>) => `${path}?language=${q.language}&limit=${q.limit ?? ''}`;

const parsed = new Map<string, z.output<typeof ListQuerySchema>>();

/** readQuery for the hot public lists, remembering valid raw query strings (bounded). */
export function readListQuery(c: Context): z.output<typeof ListQuerySchema> {
  const url = c.req.url;
  const at = url.indexOf('?');
  const raw = at < 0 ? '' : url.slice(at);
  const hit = parsed.get(raw);
  if (hit) return hit;
  const q = readQuery(c, ListQuerySchema);
  if (parsed.size >= 200) parsed.delete(parsed.keys().next().value!);
  parsed.set(raw, q);
  return q;
}
