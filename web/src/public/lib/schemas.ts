/** The shared response schemas, in their own chunk (with zod) that loads alongside the first API call. */
import { BlogPostSchema, BlogPostSummarySchema, CategorySchema, GalleryItemSchema, HeroImageSchema } from '@portfolio/shared';
import { z } from 'zod';

export const schemas = {
  heroImages: z.array(HeroImageSchema),
  galleryItems: z.array(GalleryItemSchema),
  categories: z.array(CategorySchema),
  posts: z.array(BlogPostSummarySchema),
  post: BlogPostSchema,
};
