import { describe, expect, it } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../test/app';
import { makePost } from '../../test/factories';
import { RICH_TEXT_RULES_VERSION } from '@portfolio/shared/rich-text-policy';
import { blogPosts, collections, dataJobs } from './schema';
import { sanitizeStoredTexts, sanitizeStoredTextsOnce } from './sanitize-stored-texts';

describe('texts stored before they were sanitized on write', () => {
  it('are brought to sanitized HTML once: editor documents, unsafe HTML and blank introductions', async () => {
    const t = await createTestApp('memory');
    const doc = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Noorderlicht' }] }] });
    const post = await makePost(t.db, { contentNl: doc, contentEn: '<p>Aurora<img src=x onerror="alert(1)"></p><script>alert(2)</script>', contentSv: null });
    const [collection] = await t.db
      .insert(collections)
      .values({ slug: 'uilen', titleNl: 'Uilen', introNl: '<p onclick="x()">Uilen</p>', introEn: '<p></p>', isPublished: true, createdAt: new Date(), updatedAt: new Date() })
      .returning();

    expect(await sanitizeStoredTexts(t.db)).toBe(2);
    const stored = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id)).get();
    expect(stored!.contentNl).toBe('<p>Noorderlicht</p>');
    expect(stored!.contentEn).toBe('<p>Aurora<img src="x" loading="lazy" decoding="async" /></p>');
    expect(stored!.contentSv).toBeNull();
    const intro = await t.db.select().from(collections).where(eq(collections.id, collection!.id)).get();
    expect(intro!.introNl).toBe('<p>Uilen</p>');
    expect(intro!.introEn).toBeNull();
    // What is already sanitized is left alone.
    expect(await sanitizeStoredTexts(t.db)).toBe(0);
    // The public answer carries the sanitized text.
    const answer = await t.get(`/api/blog/posts/${stored!.slug}?language=en`);
    expect(answer.text).not.toContain('onerror');
  });
});

describe('the stored texts at a start', () => {
  it('are read once for each version of the rich-text rules, and again when the rules change', async () => {
    const t = await createTestApp('memory');
    // The start brought the (empty) database to the current rules.
    expect(await t.db.select().from(dataJobs)).toMatchObject([{ name: 'sanitize-stored-texts', version: RICH_TEXT_RULES_VERSION }]);
    const post = await makePost(t.db, { contentEn: '<p onclick="x()">Aurora</p>' });
    expect(await sanitizeStoredTextsOnce(t.db)).toBeNull();
    expect((await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id)).get())!.contentEn).toContain('onclick');

    // Texts stored under older rules: the next start sanitizes them and records the current rules.
    await t.db.update(dataJobs).set({ version: RICH_TEXT_RULES_VERSION - 1 });
    expect(await sanitizeStoredTextsOnce(t.db)).toBe(1);
    expect((await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id)).get())!.contentEn).toBe('<p>Aurora</p>');
    expect((await t.db.select().from(dataJobs).get())!.version).toBe(RICH_TEXT_RULES_VERSION);
  });
});
