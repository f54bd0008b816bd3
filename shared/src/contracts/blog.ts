import { z } from 'zod';
import { LanguageSchema } from '../locales';
import { optionalMediaUrl, optionalText, updateOf } from './common';
import { MediaKeySchema, ONE_MEDIA_MESSAGE, ResponsiveImageSchema } from './media';

/**
 * Rich-text content as stored: an HTML string, a JSON string of an editor document, or the
 * document object itself ({ type: 'doc', content: [...] }). The public site renders all three
 * through one sanitizing renderer.
 */
export const RichTextDocSchema = z.object({ type: z.literal('doc'), content: z.array(z.unknown()) }).passthrough();
export type RichTextDoc = z.infer<typeof RichTextDocSchema>;
export const BlogContentSchema = z.union([z.string(), RichTextDocSchema]);
export type BlogContent = z.infer<typeof BlogContentSchema>;

export const BlogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  headerImage: z.string().nullable(),
  publishedAt: z.string().nullable(),
  viewCount: z.number().int(),
  image: ResponsiveImageSchema.nullable(),
  /** When the post last changed (feeds, the sitemap and structured data name it). */
  updatedAt: z.string(),
  /** The language the title and the excerpt are in: the asked one, or Dutch where it has none of its own. */
  titleLang: LanguageSchema,
  excerptLang: LanguageSchema,
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({
  content: BlogContentSchema,
  /** The sizes of each photo of this site that `content` shows, keyed by the URL it uses there. */
  contentImages: z.record(z.string(), ResponsiveImageSchema),
  /** The language `content` is in (Dutch where the asked language has no text of its own). */
  contentLang: LanguageSchema,
  /** The languages with a text of their own: the page's alternates in other languages list only these. */
  languages: z.array(LanguageSchema),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogPostAdminListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  headerImage: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  /** Languages with a text of their own (the others show the Dutch text). */
  languages: z.array(LanguageSchema),
});
export type BlogPostAdminListItem = z.infer<typeof BlogPostAdminListItemSchema>;

export const BlogPostAdminSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleNl: z.string(),
  titleEn: z.string().nullable(),
  titleSv: z.string().nullable(),
  contentNl: z.string(),
  contentEn: z.string().nullable(),
  contentSv: z.string().nullable(),
  excerptNl: z.string().nullable(),
  excerptEn: z.string().nullable(),
  excerptSv: z.string().nullable(),
  /** The header image's URL (a stored one's as uploaded); with `featuredMediaHash` its key. */
  featuredImage: z.string().nullable(),
  featuredMediaHash: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPostAdmin = z.infer<typeof BlogPostAdminSchema>;

export const DUTCH_REQUIRED_MESSAGE = 'Dutch title and content are required';

/** Content arrives as a string (HTML or editor JSON) or as the editor document; stored as a string. */
const contentInput = (max: number) =>
  z.preprocess(
    (v) => (v && typeof v === 'object' ? JSON.stringify(v) : v),
    z.string().max(max, `Content must be at most ${max} characters`),
  );

/** True when an editor document or HTML string has no text, image or embed in it. */
export function isEmptyContent(content: string | null | undefined): boolean {
  if (!content || content.trim() === '') return true;
  const text = content.trim();
  if (text.startsWith('{')) {
    try {
      const doc = JSON.parse(text) as { content?: unknown[] };
      const visit = (nodes: unknown[]): boolean =>
        nodes.some((n) => {
          const node = n as { type?: string; text?: string; content?: unknown[] };
          if (node.type === 'text') return (node.text ?? '').trim() !== '';
          if (node.type === 'image' || node.type === 'youtube' || node.type === 'horizontalRule') return true;
          return Array.isArray(node.content) && visit(node.content);
        });
      return !visit(doc.content ?? []);
    } catch {
      return false;
    }
  }
  return text.replace(/<[^>]*>/g, '').trim() === '' && !/<(img|iframe|video)\b/i.test(text);
}

/** A post's texts in Dutch, English and Swedish, each as one string (the form's inputs, the demo posts). */
export type BlogTexts = Record<`${'title' | 'excerpt' | 'content'}${'Nl' | 'En' | 'Sv'}`, string>;

/** A post's editable fields (the multilingual form), defined once: create and update derive from them. */
const BlogPostFieldsSchema = z.object({
    titleNl: z.string().trim().max(300, 'Title must be at most 300 characters').default(''),
    titleEn: optionalText(300),
    titleSv: optionalText(300),
    contentNl: contentInput(1_000_000).default(''),
    contentEn: contentInput(1_000_000).nullable().optional(),
    contentSv: contentInput(1_000_000).nullable().optional(),
    excerptNl: optionalText(1000),
    excerptEn: optionalText(1000),
    excerptSv: optionalText(1000),
    /** The header image: the upload's key, or `featuredImage` for a photo outside this site. */
    featuredMediaHash: MediaKeySchema.nullable().optional(),
    featuredImage: optionalMediaUrl(2000),
    isPublished: z.boolean().default(false),
  });

/** POST /api/admin/blog/posts: a new post (the Dutch title and content are required). */
export const BlogPostInputSchema = BlogPostFieldsSchema.superRefine((v, ctx) => {
  if (v.featuredMediaHash && v.featuredImage) ctx.addIssue({ code: 'custom', message: ONE_MEDIA_MESSAGE, path: ['featuredMediaHash'] });
  if (v.titleNl === '' || isEmptyContent(v.contentNl)) {
    ctx.addIssue({ code: 'custom', message: DUTCH_REQUIRED_MESSAGE, path: v.titleNl === '' ? ['titleNl'] : ['contentNl'] });
  }
}).transform((v) => ({
  ...v,
  // English and Swedish content left empty means the Dutch content is used: store null.
  contentEn: isEmptyContent(v.contentEn) ? null : v.contentEn!,
  contentSv: isEmptyContent(v.contentSv) ? null : v.contentSv!,
}));
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;

/**
 * PUT /api/admin/blog/posts/{id}: the fields sent change, the others keep their values (the form
 * sends them all). The Dutch title and content, when sent, may not be empty; the header image sent
 * as a key or as an outside URL replaces the one before.
 */
export const BlogPostUpdateSchema = updateOf(BlogPostFieldsSchema)
  .superRefine((v, ctx) => {
    if (v.featuredMediaHash && v.featuredImage) ctx.addIssue({ code: 'custom', message: ONE_MEDIA_MESSAGE, path: ['featuredMediaHash'] });
    if (v.titleNl === '') ctx.addIssue({ code: 'custom', message: DUTCH_REQUIRED_MESSAGE, path: ['titleNl'] });
    if (v.contentNl !== undefined && isEmptyContent(v.contentNl)) ctx.addIssue({ code: 'custom', message: DUTCH_REQUIRED_MESSAGE, path: ['contentNl'] });
  })
  .transform((v) => ({
    ...v,
    ...(v.contentEn !== undefined ? { contentEn: isEmptyContent(v.contentEn) ? null : v.contentEn } : {}),
    ...(v.contentSv !== undefined ? { contentSv: isEmptyContent(v.contentSv) ? null : v.contentSv } : {}),
  }));
export type BlogPostUpdate = z.input<typeof BlogPostUpdateSchema>;

/** POST /api/blog/posts/{slug}/view: the post's views, this one counted (once per visitor and day). */
export const PostViewCountSchema = z.object({ viewCount: z.number().int() });
export type PostViewCount = z.infer<typeof PostViewCountSchema>;
/** A post's address. */
export const SlugParamSchema = z.object({ slug: z.string().min(1).max(300) });
