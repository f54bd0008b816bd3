import { Sha256Schema } from '@portfolio/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { blogPosts, mediaAssets, postMedia } from '../db/schema';
import { mediaKeyOfUrl } from './media-files';

/** An image of a post's text: the editor writes the upload's key beside its src. */
interface TextImage {
  key?: string | null;
  src?: string | null;
}

/** The image's key: its own attribute, else (text saved before images carried it) the one its src names. */
const keyOf = (image: TextImage): string | null => (image.key && Sha256Schema.safeParse(image.key).success ? image.key : image.src ? mediaKeyOfUrl(image.src) : null);

type DocNode = { type?: string; attrs?: Record<string, unknown>; content?: DocNode[] };

function imagesOfDoc(node: DocNode, out: TextImage[]): TextImage[] {
  if (node.type === 'image' || node.type === 'figure') out.push({ key: node.attrs?.media as string | null, src: node.attrs?.src as string | null });
  for (const child of node.content ?? []) imagesOfDoc(child, out);
  return out;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1] ?? null;

function imagesOfHtml(html: string): TextImage[] {
  return (html.match(/<img\b[^>]*>/gi) ?? []).map((tag) => ({ key: attribute(tag, 'data-media'), src: attribute(tag, 'src') }));
}

function imagesOf(content: string): TextImage[] {
  const text = content.trim();
  if (text.startsWith('{')) {
    try {
      return imagesOfDoc(JSON.parse(text) as DocNode, []);
    } catch {
      // Not an editor document after all: read it as HTML.
    }
  }
  return imagesOfHtml(text);
}

/** The keys of this site's photos that a post's texts show (any language), each once. */
export function mediaKeysInTexts(texts: (string | null | undefined)[]): string[] {
  const keys = texts.flatMap((t) => (t ? imagesOf(t).map(keyOf) : []));
  return [...new Set(keys.filter((k): k is string => !!k))];
}

/** The keys among these that name a stored asset. */
export async function storedKeys(db: Db, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await db.select({ hash: mediaAssets.hash }).from(mediaAssets).where(inArray(mediaAssets.hash, keys));
  return rows.map((r) => r.hash);
}

/**
 * Statements that make the post's post_media rows these keys (stored assets only), for the same
 * batch as the post's write; the post is found by its slug, so a new post needs no id yet.
 */
export function postMediaStatements(db: Db, slug: string, keys: string[]) {
  const post = sql`(SELECT ${blogPosts.id} FROM ${blogPosts} WHERE ${blogPosts.slug} = ${slug})`;
  return [
    db.delete(postMedia).where(sql`${postMedia.postId} = ${post}`),
    ...keys.map((key) => db.run(sql`INSERT OR IGNORE INTO post_media (post_id, media_hash) SELECT ${post}, ${key}`)),
  ];
}

/** Lists these stored photos as shown by the post (rows already there are kept). */
export async function addPostMedia(db: Db, postId: number, keys: string[]): Promise<void> {
  if (keys.length) await db.insert(postMedia).values(keys.map((mediaHash) => ({ postId, mediaHash }))).onConflictDoNothing();
}

/** The keys of the photos a post's text shows, from its post_media rows. */
export async function postMediaKeys(db: Db, postId: number): Promise<string[]> {
  const rows = await db.select({ hash: postMedia.mediaHash }).from(postMedia).where(eq(postMedia.postId, postId));
  return rows.map((r) => r.hash);
}
