import { BlogPostInputSchema, DUTCH_REQUIRED_MESSAGE, slugify, type BlogPostAdmin, type BlogTexts } from '@portfolio/shared';
import { z } from 'zod';

export const BLOG_LANGUAGES = ['nl', 'en', 'sv'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];

/** The blog form's fields as the inputs hold them (text everywhere, never null). */
export interface BlogFormValues extends BlogTexts {
  /** Shown and typed for a photo outside the site; for an upload, its URL beside `featuredMediaHash`. */
  featuredImage: string;
  /** The uploaded header image's key; empty for none or an outside URL. */
  featuredMediaHash: string;
  isPublished: boolean;
}

/** What POST/PUT /api/admin/blog/posts receives: empty optional text is null. */
export type BlogPayload = z.output<typeof BlogPostInputSchema>;

/** An uploaded header image goes by its key; the URL field then only shows it. */
function headerByKey({ featuredMediaHash, ...rest }: { featuredMediaHash?: string; [field: string]: unknown }) {
  return featuredMediaHash ? { ...rest, featuredImage: null, featuredMediaHash } : rest;
}

export const blogFormSchema = z.looseObject({ featuredMediaHash: z.string().optional() }).transform(headerByKey).pipe(BlogPostInputSchema);

export function toBlogFormValues(post?: BlogPostAdmin | null): BlogFormValues {
  return {
    titleNl: post?.titleNl ?? '',
    titleEn: post?.titleEn ?? '',
    titleSv: post?.titleSv ?? '',
    excerptNl: post?.excerptNl ?? '',
    excerptEn: post?.excerptEn ?? '',
    excerptSv: post?.excerptSv ?? '',
    contentNl: post?.contentNl ?? '',
    contentEn: post?.contentEn ?? '',
    contentSv: post?.contentSv ?? '',
    featuredImage: post?.featuredImage ?? '',
    featuredMediaHash: post?.featuredMediaHash ?? '',
    // New posts start unpublished.
    isPublished: post?.isPublished ?? false,
  };
}

/** The read-only slug shown under the Dutch title. */
export function slugPreview(titleNl: string): string {
  return slugify(titleNl);
}

/** The payload for the API, or the message to show ('Dutch title and content are required'). */
export function toBlogPayload(values: BlogFormValues): { ok: true; payload: BlogPayload } | { ok: false; message: string } {
  const parsed = blogFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const dutch = parsed.error.issues.find((i) => i.message === DUTCH_REQUIRED_MESSAGE);
  return { ok: false, message: dutch?.message ?? parsed.error.issues[0]?.message ?? DUTCH_REQUIRED_MESSAGE };
}
