import { sanitizeRichText } from '@portfolio/shared/sanitize-rich-text';
import type { BlogPost, BlogPostAdmin, BlogPostAdminListItem, BlogPostSummary, Language } from '@portfolio/shared';
import { postLanguages, slugify, withSlugSuffix } from '@portfolio/shared';
import { and, count, desc, eq, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type BlogRow, toBlogAdmin, toBlogAdminListItem, toBlogPost, toBlogSummary } from '../db/mappers';
import { blogPosts, postViewMarks } from '../db/schema';
import { AppError } from '../lib/app-error';
import { jsonArrayStream } from '../lib/json-array-stream';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { type KeysetKey, type ListPage, readKeysetPage } from '../lib/keyset';
import { mediaByKey } from '../media/assets';
import { mediaRefOf } from '../media/media-ref';
import { mediaKeysInTexts, postMediaKeys, postMediaStatements, storedKeys } from '../media/post-media';
import { writeContent } from '../lib/content-version';
import { isBot, utcDay, visitorHash } from '../stats/visitor-stats.service';

export const POST_NOT_FOUND = 'Blog post not found';

export interface BlogInput {
  titleNl: string;
  titleEn?: string | null;
  titleSv?: string | null;
  contentNl: string;
  contentEn: string | null;
  contentSv: string | null;
  excerptNl?: string | null;
  excerptEn?: string | null;
  excerptSv?: string | null;
  /** The header image: the upload's key, or `featuredImage` for a photo outside this site. */
  featuredMediaHash?: string | null;
  featuredImage?: string | null;
  isPublished: boolean;
}

/** The fields an edit sends; the others keep their values. */
export type BlogUpdate = Partial<BlogInput>;

const BLOG_TEXTS = ['titleNl', 'titleEn', 'titleSv', 'contentNl', 'contentEn', 'contentSv', 'excerptNl', 'excerptEn', 'excerptSv'] as const;

/** An edit over the saved post: what it names replaces, the rest stays; a header image sent (key or URL) replaces the one before. */
function editedPost(current: BlogRow, input: BlogUpdate): BlogInput {
  const out: BlogInput = {
    ...(Object.fromEntries(BLOG_TEXTS.map((key) => [key, input[key] !== undefined ? input[key] : current[key]])) as Pick<BlogInput, (typeof BLOG_TEXTS)[number]>),
    isPublished: input.isPublished ?? current.isPublished,
    featuredMediaHash: current.featuredMediaHash,
    featuredImage: current.featuredImage,
  };
  if (input.featuredMediaHash !== undefined || input.featuredImage !== undefined) {
    out.featuredMediaHash = input.featuredMediaHash ?? null;
    out.featuredImage = input.featuredImage ?? null;
  }
  return out;
}

const headersOf = (db: Db, rows: BlogRow[]) => mediaByKey(db, rows.map((r) => r.featuredMediaHash));

const publishedKey = sql`ifnull(${blogPosts.publishedAt}, 0)`;

/** Published rows after `cursor`, newest first (keyset on the publishing date and id), and the next page's cursor. */
async function publishedPostRows(db: Db, limit: number, cursor?: string): Promise<{ rows: BlogRow[]; nextCursor: string | null }> {
  const published = eq(blogPosts.isPublished, true);
  const from = cursor ? decodeCursor(cursor, 2) : null;
  const rows = await db
    .select()
    .from(blogPosts)
    .where(from ? and(published, sql`(${publishedKey}, ${blogPosts.id}) < (${from[0]}, ${from[1]})`) : published)
    .orderBy(desc(publishedKey), desc(blogPosts.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  if (more) rows.pop();
  const last = rows.at(-1);
  return { rows, nextCursor: more && last ? encodeCursor([last.publishedAt?.getTime() ?? 0, last.id]) : null };
}

/** One page of published posts, newest first, with the total. */
export async function publicPostsPage(db: Db, lang: Language, limit: number, cursor?: string): Promise<{ items: BlogPostSummary[]; total: number; nextCursor: string | null }> {
  const [{ rows, nextCursor }, total] = await Promise.all([publishedPostRows(db, limit, cursor), db.$count(blogPosts, eq(blogPosts.isPublished, true))]);
  const media = await headersOf(db, rows);
  return { items: rows.map((r) => toBlogSummary(r, lang, media)), total, nextCursor };
}

/** Posts per batch of the streamed whole list. */
const STREAM_BATCH = 100;

/**
 * Every published post, newest first, as a JSON array written a batch at a time: the whole list
 * the specification's unpaged call asks for, without holding it in memory.
 */
export function streamPublicPosts(db: Db, lang: Language): ReadableStream<Uint8Array> {
  return jsonArrayStream(async function* () {
    let cursor: string | undefined;
    do {
      const page = await publishedPostRows(db, STREAM_BATCH, cursor);
      const media = await headersOf(db, page.rows);
      yield page.rows.map((r) => toBlogSummary(r, lang, media));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  });
}

/** Published posts, newest first. */
export async function listPublicPosts(db: Db, lang: Language, limit?: number): Promise<BlogPostSummary[]> {
  const rows = await publishedRows(db, limit);
  const media = await headersOf(db, rows);
  return rows.map((r) => toBlogSummary(r, lang, media));
}

/** Every published post with the languages it has a text of its own in (the sitemap lists only those, as the post's page does). */
export async function listPublicPostsWithLanguages(db: Db, lang: Language): Promise<Array<BlogPostSummary & { languages: Language[] }>> {
  const rows = await publishedRows(db);
  const media = await headersOf(db, rows);
  return rows.map((r) => ({ ...toBlogSummary(r, lang, media), languages: postLanguages(r) }));
}

/** Published posts, newest first. */
async function publishedRows(db: Db, limit?: number): Promise<BlogRow[]> {
  const base = db.select().from(blogPosts).where(eq(blogPosts.isPublished, true)).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).$dynamic();
  return limit ? base.limit(limit) : base;
}

/** A published post by slug without counting a view (the cacheable part of the answer). */
export async function getPublicPost(db: Db, slug: string, lang: Language): Promise<BlogPost> {
  const row = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
    .get();
  if (!row) throw new AppError('not_found', POST_NOT_FOUND);
  // The header photo and the photos of the text, in one lookup.
  const inText = await postMediaKeys(db, row.id);
  return toBlogPost(row, lang, await mediaByKey(db, [row.featuredMediaHash, ...inText]), inText);
}

/**
 * Counts a view of a published post once per visitor and UTC day, as the statistics count
 * visitors (the day's hash of address and browser), and never for bots; answers the count
 * (null when there is no such post).
 */
export async function countView(db: Db, slug: string, visitor: { ip: string; userAgent: string | undefined }, now = Date.now()): Promise<number | null> {
  const post = await db
    .select({ id: blogPosts.id, viewCount: blogPosts.viewCount })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
    .get();
  if (!post) return null;
  if (isBot(visitor.userAgent)) return post.viewCount;
  const day = utcDay(now);
  const seen = { postId: post.id, visitor: await visitorHash(db, day, { ip: visitor.ip, userAgent: visitor.userAgent! }), day };
  const first = await db.insert(postViewMarks).values(seen).onConflictDoNothing().returning({ day: postViewMarks.day });
  if (!first.length) return post.viewCount;
  const [, counted] = await db.batch([
    // Earlier days' marks are no longer needed (their hashes mean nothing once the salt is gone).
    db.delete(postViewMarks).where(lt(postViewMarks.day, day)),
    db.update(blogPosts).set({ viewCount: sql`${blogPosts.viewCount} + 1` }).where(eq(blogPosts.id, post.id)).returning({ viewCount: blogPosts.viewCount }),
  ]);
  return counted[0]?.viewCount ?? post.viewCount + 1;
}

export async function listAdminPosts(db: Db): Promise<BlogPostAdminListItem[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  const media = await headersOf(db, rows);
  return rows.map((r) => toBlogAdminListItem(r, media));
}

/** The admin list's order: newest written first. */
const ADMIN_POST_ORDER: KeysetKey<BlogRow>[] = [
  { sql: blogPosts.createdAt, desc: true, of: (r) => r.createdAt.getTime() },
  { sql: blogPosts.id, desc: true, of: (r) => r.id },
];

/** One page of the admin's post list, in the same order, with the number of posts. */
export async function listAdminPostsPage(db: Db, page: { limit: number; cursor?: string }): Promise<ListPage<BlogPostAdminListItem>> {
  const [{ rows, nextCursor }, total] = await Promise.all([
    readKeysetPage(ADMIN_POST_ORDER, page, (after, orderBy, limit) => db.select().from(blogPosts).where(after).orderBy(...orderBy).limit(limit)),
    db.select({ n: count() }).from(blogPosts).get(),
  ]);
  const media = await headersOf(db, rows);
  return { items: rows.map((r) => toBlogAdminListItem(r, media)), total: total?.n ?? 0, nextCursor };
}

async function getRow(db: Db, id: number): Promise<BlogRow> {
  const row = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
  if (!row) throw new AppError('not_found', POST_NOT_FOUND);
  return row;
}

async function toAdmin(db: Db, row: BlogRow): Promise<BlogPostAdmin> {
  return toBlogAdmin(row, await headersOf(db, [row]));
}

export async function getAdminPost(db: Db, id: number): Promise<BlogPostAdmin> {
  return toAdmin(db, await getRow(db, id));
}

/** Slug from the Dutch title; taken slugs get -2, -3 ... appended. */
async function uniqueSlug(db: Db, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title) || 'post';
  const taken = new Set(
    (
      await db
        .select({ slug: blogPosts.slug, id: blogPosts.id })
        .from(blogPosts)
        .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base.replace(/[%_\\]/g, '\\$&')}-%`)))
    )
      .filter((r) => r.id !== exceptId)
      .map((r) => r.slug),
  );
  for (let n = 1; ; n++) {
    const candidate = withSlugSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

const isUniqueError = (err: unknown) => String((err as Error)?.message ?? err).includes('UNIQUE');

/** What a save writes besides the texts: the header image's key or outside URL, and the photos of the text. */
async function mediaOf(db: Db, input: BlogInput) {
  const header = input.featuredMediaHash || input.featuredImage ? await mediaRefOf(db, { mediaHash: input.featuredMediaHash, url: input.featuredImage }) : null;
  const inText = await storedKeys(db, mediaKeysInTexts([input.contentNl, input.contentEn, input.contentSv]));
  return { featuredMediaHash: header?.mediaHash ?? null, featuredImage: header?.url ?? null, inText };
}

function fields(input: BlogInput, media: Awaited<ReturnType<typeof mediaOf>>) {
  return {
    titleNl: input.titleNl,
    titleEn: input.titleEn ?? null,
    titleSv: input.titleSv ?? null,
    // Rich text is stored sanitized: the site shows it as stored.
    contentNl: sanitizeRichText(input.contentNl),
    contentEn: input.contentEn === null || input.contentEn === undefined ? input.contentEn : sanitizeRichText(input.contentEn),
    contentSv: input.contentSv === null || input.contentSv === undefined ? input.contentSv : sanitizeRichText(input.contentSv),
    excerptNl: input.excerptNl ?? null,
    excerptEn: input.excerptEn ?? null,
    excerptSv: input.excerptSv ?? null,
    featuredMediaHash: media.featuredMediaHash,
    featuredImage: media.featuredImage,
    isPublished: input.isPublished,
  };
}

export async function createPost(db: Db, input: BlogInput): Promise<BlogPostAdmin> {
  const media = await mediaOf(db, input);
  // Two saves racing for one slug: the unique index refuses one; try again with the next suffix.
  for (let attempt = 0; ; attempt++) {
    const now = new Date();
    const slug = await uniqueSlug(db, input.titleNl);
    try {
      const [rows] = await writeContent(db, [
        db
          .insert(blogPosts)
          .values({ ...fields(input, media), slug, publishedAt: input.isPublished ? now : null, createdAt: now, updatedAt: now })
          .returning(),
        ...postMediaStatements(db, slug, media.inText)]);
      return toAdmin(db, rows[0]!);
    } catch (err) {
      if (!isUniqueError(err) || attempt >= 3) throw err;
    }
  }
}

/**
 * Saves the form. publishedAt is set the first time a post is published and kept after that.
 * The slug follows the Dutch title until the post is first published; then its URL stays.
 */
export async function updatePost(db: Db, id: number, edit: BlogUpdate): Promise<BlogPostAdmin> {
  const current = await getRow(db, id);
  const input = editedPost(current, edit);
  const now = new Date();
  const slug =
    current.publishedAt === null && input.titleNl !== current.titleNl ? await uniqueSlug(db, input.titleNl, id) : current.slug;
  const publishedAt = current.publishedAt ?? (input.isPublished ? now : null);
  const media = await mediaOf(db, input);
  try {
    const [rows] = await writeContent(db, [
      db.update(blogPosts).set({ ...fields(input, media), slug, publishedAt, updatedAt: now }).where(eq(blogPosts.id, id)).returning(),
      ...postMediaStatements(db, slug, media.inText)]);
    return toAdmin(db, rows[0]!);
  } catch (err) {
    if (isUniqueError(err)) throw new AppError('conflict', 'A post with this slug already exists');
    throw err;
  }
}

export async function deletePost(db: Db, id: number): Promise<void> {
  await getRow(db, id);
  await writeContent(db, [db.delete(blogPosts).where(eq(blogPosts.id, id))]);
}
