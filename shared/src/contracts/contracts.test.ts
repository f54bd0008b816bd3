import { describe, expect, it } from 'vitest';
import { AdminUserUpdateSchema, AdminUserCreateSchema } from './auth';
import { BlogPostInputSchema, DUTCH_REQUIRED_MESSAGE, isEmptyContent } from './blog';
import { ContactPayloadSchema, NewsletterPayloadSchema } from './contact';
import { CategoryInputSchema } from './category';
import { BulkEditRequestSchema, GalleryItemCreateSchema, GalleryItemUpdateSchema } from './gallery';
import { HeroImageCreateSchema, HeroImageUpdateSchema } from './hero';

const doc = (text: string) => JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: text ? [{ type: 'text', text }] : [] }] });

describe('BlogPostInputSchema', () => {
  it('requires the Dutch title and content', () => {
    const result = BlogPostInputSchema.safeParse({ titleNl: '', contentNl: doc('Hallo') });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(DUTCH_REQUIRED_MESSAGE);
    expect(BlogPostInputSchema.safeParse({ titleNl: 'Titel', contentNl: doc('') }).success).toBe(false);
  });
  it('turns empty optional text into null and empty translations into the Dutch fallback', () => {
    const post = BlogPostInputSchema.parse({ titleNl: 'Titel', contentNl: doc('Hallo'), titleEn: '  ', contentEn: doc(''), excerptSv: '' });
    expect(post.titleEn).toBeNull();
    expect(post.contentEn).toBeNull();
    expect(post.excerptSv).toBeNull();
    expect(post.isPublished).toBe(false);
  });
  it('stores a document object as its JSON string', () => {
    const post = BlogPostInputSchema.parse({ titleNl: 'T', contentNl: JSON.parse(doc('x')) });
    expect(typeof post.contentNl).toBe('string');
  });
});

describe('isEmptyContent', () => {
  it('sees text, images and HTML', () => {
    expect(isEmptyContent(doc(''))).toBe(true);
    expect(isEmptyContent(doc('a'))).toBe(false);
    expect(isEmptyContent('<p> </p>')).toBe(true);
    expect(isEmptyContent('<p><img src="/a.jpg"></p>')).toBe(false);
  });
});

describe('ContactPayloadSchema', () => {
  it('accepts a complete message and refuses a bad e-mail or subject', () => {
    const ok = { name: 'Ann', email: 'ann@example.com', subject: 'licensing', message: 'Hi' };
    expect(ContactPayloadSchema.safeParse(ok).success).toBe(true);
    expect(ContactPayloadSchema.safeParse({ ...ok, email: 'nope' }).success).toBe(false);
    expect(ContactPayloadSchema.safeParse({ ...ok, subject: 'prints' }).success).toBe(false);
  });
});

describe('NewsletterPayloadSchema', () => {
  it('defaults the language to Dutch and trims the e-mail', () => {
    expect(NewsletterPayloadSchema.parse({ email: ' a@b.se ' })).toEqual({ email: 'a@b.se', name: '', language: 'nl', source: 'card' });
  });
});

describe('HeroImage schemas', () => {
  it('parses display order as an integer, non-numeric as 0', () => {
    expect(HeroImageCreateSchema.parse({ url: '/a.jpg', alt: 'A', displayOrder: '3' }).displayOrder).toBe(3);
    expect(HeroImageCreateSchema.parse({ url: '/a.jpg', alt: 'A', displayOrder: 'x' }).displayOrder).toBe(0);
  });
  it('an update with only isActive touches nothing else', () => {
    expect(HeroImageUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
});

describe('admin user schemas', () => {
  it('requires a password for new users and keeps it when editing with an empty one', () => {
    expect(AdminUserCreateSchema.safeParse({ username: 'ann' }).error?.issues[0].message).toBe('Password is required for new users');
    expect(AdminUserUpdateSchema.parse({ username: 'ann', password: '' }).password).toBeUndefined();
  });
});

describe('BulkEditRequestSchema', () => {
  it('keeps omitted fields out of the updates', () => {
    const parsed = BulkEditRequestSchema.parse({ itemIds: [1, 2], updates: { country: 'Noorwegen', location: '' } });
    expect(parsed.updates.country).toBe('Noorwegen');
    expect(parsed.updates.location).toBeNull();
    expect(parsed.updates.description).toBeUndefined();
  });
});

describe('refusals say the rule that was broken', () => {
  const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it('names the length limit of a too long Dutch title, not the Dutch rule', () => {
    const result = BlogPostInputSchema.safeParse({ titleNl: 'a'.repeat(301), contentNl: doc('Hallo') });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Title must be at most 300 characters']);
  });

  it('names the limit of any text that has no message of its own', () => {
    expect(firstMessage(CategoryInputSchema.safeParse({ name: 'x'.repeat(101), type: 'category' }))).toBe('Must be at most 100 characters');
  });

  it('asks for a gallery item title when editing, and leaves it to the file name on create', () => {
    expect(firstMessage(GalleryItemUpdateSchema.safeParse({ title: '  ' }))).toBe('Title is required');
    expect(GalleryItemCreateSchema.parse({ url: '/media/a.jpg' }).title).toBe('');
  });
});
