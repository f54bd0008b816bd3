import { z } from 'zod';

/** The largest page an admin list answers at once. */
export const MAX_ADMIN_PAGE_SIZE = 200;

/**
 * `?limit=&cursor=` of the admin lists. A client that sends neither (the specification's) gets
 * the whole list as before; the cursor is the opaque value of the `Link: <…>; rel="next"` header,
 * and TOTAL_COUNT_HEADER carries the whole list's size.
 */
export const ListPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE_SIZE).optional(),
  cursor: z.string().min(1).max(500).optional(),
});
export type ListPageQuery = z.output<typeof ListPageQuerySchema>;
