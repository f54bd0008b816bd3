import type { Language } from '@portfolio/shared';
import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema';

/** Subscribes an address once; the address is stored lower-cased. Returns false when it was already on the list. */
export async function subscribe(db: Db, input: { email: string; name?: string; language: Language }): Promise<boolean> {
  const row = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email.trim().toLowerCase(), name: input.name?.trim() || null, language: input.language })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id })
    .get();
  return row !== undefined;
}
