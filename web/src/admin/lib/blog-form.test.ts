import { DUTCH_REQUIRED_MESSAGE } from '@portfolio/shared';
import { describe, expect, it } from 'vitest';
import { slugPreview, toBlogFormValues, toBlogPayload } from './blog-form';

const doc = (text: string) => JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe('blog form', () => {
  it('previews the slug from the Dutch title', () => {
    expect(slugPreview('  Noorderlicht boven Tromsø!  ')).toBe('noorderlicht-boven-troms');
    expect(slugPreview('IJsberen op het drijfijs -- deel_2')).toBe('ijsberen-op-het-drijfijs-deel-2');
    expect(slugPreview('Ísland in de winter')).toBe('island-in-de-winter');
    expect(slugPreview('')).toBe('');
  });

  it('requires the Dutch title and content', () => {
    expect(toBlogPayload(toBlogFormValues())).toEqual({ ok: false, message: DUTCH_REQUIRED_MESSAGE });
    expect(toBlogPayload({ ...toBlogFormValues(), titleNl: 'Titel' })).toEqual({ ok: false, message: DUTCH_REQUIRED_MESSAGE });
    expect(toBlogPayload({ ...toBlogFormValues(), contentNl: doc('Tekst') })).toEqual({ ok: false, message: DUTCH_REQUIRED_MESSAGE });
    // An editor document with only whitespace counts as empty.
    expect(toBlogPayload({ ...toBlogFormValues(), titleNl: 'Titel', contentNl: doc('   ') }).ok).toBe(false);
  });

  it('turns empty optional text into null', () => {
    const result = toBlogPayload({ ...toBlogFormValues(), titleNl: 'Titel', contentNl: doc('Tekst'), titleEn: '  ', excerptSv: '' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({
      titleNl: 'Titel',
      titleEn: null,
      titleSv: null,
      excerptNl: null,
      excerptSv: null,
      contentEn: null,
      contentSv: null,
      featuredImage: null,
      isPublished: false,
    });
  });

  it('starts new posts unpublished and fills the form from a saved post', () => {
    expect(toBlogFormValues().isPublished).toBe(false);
    const values = toBlogFormValues({
      id: 1,
      slug: 's',
      titleNl: 'T',
      titleEn: null,
      titleSv: 'S',
      contentNl: 'c',
      contentEn: null,
      contentSv: null,
      excerptNl: null,
      excerptEn: null,
      excerptSv: null,
      featuredImage: null,
      featuredMediaHash: null,
      isPublished: true,
      publishedAt: null,
      viewCount: 0,
      createdAt: '',
      updatedAt: '',
    });
    expect(values).toMatchObject({ titleNl: 'T', titleEn: '', titleSv: 'S', isPublished: true, featuredImage: '' });
  });

  it('sends an uploaded header image by its key, and a typed URL as a URL', () => {
    const key = 'ab'.repeat(32);
    const base = { ...toBlogFormValues(), titleNl: 'Titel', contentNl: doc('Tekst') };
    const uploaded = toBlogPayload({ ...base, featuredImage: `/media/${key}-1600.jpg`, featuredMediaHash: key });
    expect(uploaded.ok && uploaded.payload).toMatchObject({ featuredMediaHash: key, featuredImage: null });
    const typed = toBlogPayload({ ...base, featuredImage: 'https://elders.example/a.jpg' });
    expect(typed.ok && typed.payload).toMatchObject({ featuredImage: 'https://elders.example/a.jpg' });
    expect(typed.ok && typed.payload.featuredMediaHash).toBeFalsy();
  });
});
