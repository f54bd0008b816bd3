import { sql } from 'drizzle-orm';
import { addPostMedia, mediaKeysInTexts, storedKeys } from '../media/post-media';
import type { Db } from './db-type';
import { blogPosts, postMedia } from './schema';

/**
 * Fills post_media for posts written before it existed: a post without rows whose text names this
 * site's media. Runs after the migrations at every start; once filled, a post is skipped.
 */
export async function backfillPostMedia(db: Db): Promise<number> {
  const posts = await db
    .select({ id: blogPosts.id, nl: blogPosts.contentNl, en: blogPosts.contentEn, sv: blogPosts.contentSv })
    .from(blogPosts)
    .where(
      sql`NOT EXISTS (SELECT 1 FROM ${postMedia} WHERE ${postMedia.postId} = ${blogPosts.id})
        AND (instr(${blogPosts.contentNl}, '/media/') > 0 OR instr(${blogPosts.contentEn}, '/media/') > 0 OR instr(${blogPosts.contentSv}, '/media/') > 0)`,
    );
  let filled = 0;
  for (const post of posts) {
    const keys = await storedKeys(db, mediaKeysInTexts([post.nl, post.en, post.sv]));
    if (!keys.length) continue;
    await addPostMedia(db, post.id, keys);
    filled++;
  }
  return filled;
}
