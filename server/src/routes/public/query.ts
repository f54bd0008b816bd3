import { DEFAULT_LANGUAGE, LanguageSchema } from '@portfolio/shared';
import { z } from 'zod';

/** `?language=en|sv|nl` (default English) and an optional `?limit=`. Other parameters are ignored. */
export const ListQuerySchema = z.object({
  language: LanguageSchema.default(DEFAULT_LANGUAGE),
  limit: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** A cache key made from the validated values, so junk query parameters cannot fill the cache. */
export const listKey = (path: string, q: z.output<typeof ListQuerySchema>) => `${path}?language=${q.language}&limit=${q.limit ?? ''}`;
