import { LANGUAGES, type Language, type ResponsiveImage } from '@portfolio/shared';
import { filterSearch } from '@portfolio/shared/gallery-filter';
import { pagePath } from '@portfolio/shared/page-paths';
import { Article, Hashtag, Image, LanguageString, Note, PUBLIC_COLLECTION } from '@fedify/fedify/vocab';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { toBlogSummary, toGalleryItem } from '../db/mappers';
import { blogPosts, categories, fediObjects, galleryItemCategories, galleryItems } from '../db/schema';
import { mediaByKey } from '../media/assets';
import { isPublicItem } from '../gallery/public-item';

export type FediObjectRow = typeof fediObjects.$inferSelect;

/** The language of `content` (what a server that reads no `contentMap` shows): the site's first public language. */
const MAIN_LANGUAGE: Language = 'en';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const absolute = (publicUrl: string, u: string) => (/^https?:\/\//.test(u) ? u : `${publicUrl}${u}`);

export interface ObjectUris {
  publicUrl: string;
  actor: URL;
  followers: URL;
  /** A note's (photo) or article's (post) id. */
  object(kind: 'photo' | 'post', id: number): URL;
}

/** The largest public file a timeline shows: a WebP up to 1600 px wide (the watermark rules hold for it as for every public file), else the JPEG. */
export function timelineImage(image: ResponsiveImage, publicUrl: string): { url: URL; mediaType: string; width: number; height: number } {
  const webp = [...image.webp].filter((s) => s.width <= 1600).sort((a, b) => b.width - a.width)[0];
  if (webp) return { url: new URL(absolute(publicUrl, webp.url)), mediaType: 'image/webp', width: webp.width, height: Math.round((image.height * webp.width) / image.width) };
  return { url: new URL(absolute(publicUrl, image.fallback)), mediaType: 'image/jpeg', width: image.width, height: image.height };
}

/** A category's name as a hashtag: its words joined, each capitalised (`northern lights` → `NorthernLights`), letters and digits only; null when nothing is left. */
export function hashtagOf(name: string): string | null {
  const words = name.normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return null;
  const tag = words.map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1)).join('');
  return /^\p{N}+$/u.test(tag) ? null : tag;
}

/**
 * A published photo as a Note: its title and caption in each language (contentMap), its place as
 * the public sees it (toGalleryItem: a sensitive photo keeps its country only; never coordinates),
 * a link to its page, its categories as hashtags (each linking to the gallery filtered by it, in
 * the language of the text it is in), and the photo as an Image with its alt text. Null when it is
 * not public.
 */
export async function photoNote(db: Db, uris: ObjectUris, obj: FediObjectRow): Promise<Note | null> {
  const row = await db.select().from(galleryItems).where(and(eq(galleryItems.id, obj.refId), isPublicItem())).get();
  if (!row) return null;
  const [cats, media] = await Promise.all([
    db.select({ category: categories }).from(galleryItemCategories).innerJoin(categories, eq(categories.id, galleryItemCategories.categoryId)).where(eq(galleryItemCategories.itemId, row.id)),
    mediaByKey(db, [row.mediaHash]),
  ]);
  const items = Object.fromEntries(LANGUAGES.map((l) => [l, toGalleryItem(row, l, cats.map((c) => c.category), media)])) as Record<Language, ReturnType<typeof toGalleryItem>>;
  const tagsOf = (l: Language) =>
    items[l].categories.flatMap((c) => {
      const name = hashtagOf(c.name);
      return name ? [{ name, href: `${uris.publicUrl}${pagePath('gallery', {}, l, filterSearch({ category: c.id }))}` }] : [];
    });
  const html = (l: Language) => {
    const item = items[l];
    const page = `${uris.publicUrl}${pagePath('photo', { id: item.id }, l)}`;
    const place = [item.location, item.country].filter(Boolean).join(', ');
    const tags = tagsOf(l).map((t) => `<a href="${escapeHtml(t.href)}" class="mention hashtag" rel="tag">#<span>${escapeHtml(t.name)}</span></a>`);
    return [
      `<p><strong>${escapeHtml(item.title)}</strong></p>`,
      item.description ? `<p>${escapeHtml(item.description)}</p>` : '',
      place ? `<p>${escapeHtml(place)}</p>` : '',
      `<p><a href="${escapeHtml(page)}">${escapeHtml(page)}</a></p>`,
      tags.length ? `<p>${tags.join(' ')}</p>` : '',
    ].join('');
  };
  // Every language's hashtags (a server indexes the note under each), the first spelling of a name kept.
  const hashtags = new Map<string, Hashtag>();
  for (const l of [MAIN_LANGUAGE, ...LANGUAGES]) {
    for (const t of tagsOf(l)) if (!hashtags.has(t.name.toLowerCase())) hashtags.set(t.name.toLowerCase(), new Hashtag({ name: `#${t.name}`, href: new URL(t.href) }));
  }
  const main = items[MAIN_LANGUAGE];
  const picture = main.image ? timelineImage(main.image, uris.publicUrl) : null;
  return new Note({
    id: uris.object('photo', obj.id),
    attribution: uris.actor,
    to: PUBLIC_COLLECTION,
    cc: uris.followers,
    published: Temporal.Instant.fromEpochMilliseconds(obj.createdAt.getTime()),
    ...(obj.edits > 0 ? { updated: Temporal.Now.instant() } : {}),
    url: new URL(`${uris.publicUrl}${pagePath('photo', { id: row.id }, MAIN_LANGUAGE)}`),
    contents: [html(MAIN_LANGUAGE), ...LANGUAGES.map((l) => new LanguageString(html(l), l))],
    attachments: picture ? [new Image({ url: picture.url, mediaType: picture.mediaType, width: picture.width, height: picture.height, name: main.alt })] : [],
    tags: [...hashtags.values()],
    sensitive: false,
  });
}

/** A published blog post as an Article: title, summary and a link, in each language it falls back through. */
export async function postArticle(db: Db, uris: ObjectUris, obj: FediObjectRow): Promise<Article | null> {
  const row = await db.select().from(blogPosts).where(and(eq(blogPosts.id, obj.refId), eq(blogPosts.isPublished, true))).get();
  if (!row) return null;
  const media = await mediaByKey(db, [row.featuredMediaHash]);
  const posts = Object.fromEntries(LANGUAGES.map((l) => [l, toBlogSummary(row, l, media)])) as Record<Language, ReturnType<typeof toBlogSummary>>;
  const link = (l: Language) => `${uris.publicUrl}${pagePath('post', { slug: row.slug }, l)}`;
  const html = (l: Language) => {
    const p = posts[l];
    return [`<p><strong>${escapeHtml(p.title)}</strong></p>`, p.excerpt ? `<p>${escapeHtml(p.excerpt)}</p>` : '', `<p><a href="${escapeHtml(link(l))}">${escapeHtml(link(l))}</a></p>`].join('');
  };
  const main = posts[MAIN_LANGUAGE];
  const picture = main.image ? timelineImage(main.image, uris.publicUrl) : null;
  return new Article({
    id: uris.object('post', obj.id),
    attribution: uris.actor,
    to: PUBLIC_COLLECTION,
    cc: uris.followers,
    published: Temporal.Instant.fromEpochMilliseconds(obj.createdAt.getTime()),
    ...(obj.edits > 0 ? { updated: Temporal.Now.instant() } : {}),
    url: new URL(link(MAIN_LANGUAGE)),
    names: [main.title, ...LANGUAGES.map((l) => new LanguageString(posts[l].title, l))],
    summaries: main.excerpt ? [main.excerpt, ...LANGUAGES.flatMap((l) => (posts[l].excerpt ? [new LanguageString(posts[l].excerpt!, l)] : []))] : [],
    contents: [html(MAIN_LANGUAGE), ...LANGUAGES.map((l) => new LanguageString(html(l), l))],
    attachments: picture ? [new Image({ url: picture.url, mediaType: picture.mediaType, width: picture.width, height: picture.height, name: main.title })] : [],
  });
}

/** The note or article of a row of fedi_objects, or null when its photo or post is no longer public. */
export function objectOf(db: Db, uris: ObjectUris, obj: FediObjectRow): Promise<Note | Article | null> {
  return obj.kind === 'photo' ? photoNote(db, uris, obj) : postArticle(db, uris, obj);
}

/** Rows of fedi_objects by id. */
export async function fediObjectsById(db: Db, ids: number[]): Promise<FediObjectRow[]> {
  return ids.length ? db.select().from(fediObjects).where(inArray(fediObjects.id, ids)) : [];
}
