import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear } from '../../lib/format-date';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import sv from '../messages/sv.json';
import clientEn from '../messages/client-gallery/en.json';
import clientNl from '../messages/client-gallery/nl.json';
import clientSv from '../messages/client-gallery/sv.json';
import { createTranslate, withFallback } from './translate';

type Tree = { [k: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => (typeof v === 'string' ? { ...acc, [prefix + k]: v } : { ...acc, ...flatten(v, `${prefix}${k}.`) }), {});

/** Keys whose Swedish or Dutch text may equal the English: names and words spelled alike. */
const SAME_AS_ENGLISH: Record<'sv' | 'nl', string[]> = {
  sv: ['meta.siteName', 'nav.brand', 'footer.name', 'gallery.title', 'gallery.video', 'lightbox.fields.iso', 'collections.between'],
  nl: ['meta.siteName', 'meta.blogTitle', 'nav.brand', 'footer.name', 'nav.home', 'nav.blog', 'nav.contact', 'gallery.title', 'gallery.video', 'gallery.categories.antarctica', 'gallery.type.label', 'gallery.filters', 'gallery.filtersActive', 'lightbox.fields.camera', 'lightbox.fields.iso', 'collections.between'],
};

describe('messages', () => {
  const E = flatten(en as Tree);
  const groups = ['nav', 'hero', 'about', 'gallery', 'blog', 'contact', 'footer', 'stats'];
  it('group entries as nav, hero, about, gallery, blog, contact, footer, stats', () => {
    for (const g of groups) expect(Object.keys(en)).toContain(g);
  });
  for (const [lang, messages] of [['sv', sv], ['nl', nl]] as const) {
    it(`${lang} has exactly the English keys, all translated`, () => {
      const L = flatten(messages as Tree);
      expect(Object.keys(L).sort()).toEqual(Object.keys(E).sort());
      const same = Object.keys(E).filter((k) => E[k] === L[k]);
      expect(same.sort()).toEqual([...SAME_AS_ENGLISH[lang]].sort());
      for (const k of Object.keys(E)) {
        const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(placeholders(L[k]!), `${lang} ${k}`).toEqual(placeholders(E[k]!));
      }
    });
  }
  for (const [lang, messages] of [['sv', clientSv], ['nl', clientNl]] as const) {
    it(`the client gallery's own words in ${lang}: exactly the English keys, all translated, the same values filled in`, () => {
      const E2 = flatten(clientEn as Tree);
      const L = flatten(messages as Tree);
      expect(Object.keys(L).sort()).toEqual(Object.keys(E2).sort());
      // "Open {{title}}" is Dutch as it is English.
      expect(Object.keys(E2).filter((k) => E2[k] === L[k])).toEqual(lang === 'nl' ? ['clientGallery.open'] : []);
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const k of Object.keys(E2)) expect(placeholders(L[k]!), `${lang} ${k}`).toEqual(placeholders(E2[k]!));
    });
  }
  it('keeps the spec wording in English', () => {
    expect(E['notFound.title']).toBe('404 Page Not Found');
    expect(E['gallery.noResults']).toBe('No photos found matching your criteria.');
    expect(E['blog.empty']).toBe('No blog posts available yet.');
    expect(E['contact.successTitle']).toBe('Message Sent!');
    expect(E['contact.successDescription']).toBe("Thank you for your message! I'll get back to you soon.");
    expect(E['contact.errorDescription']).toBe('Failed to send message. Please try again.');
    expect(E['blog.renderError']).toBe('Error displaying content. Please try refreshing the page.');
    expect(E['footer.errorTitle']).toBe('Something went wrong');
    expect((sv as Tree & { footer: Tree }).footer.errorTitle).toBe('Något gick fel');
    expect((nl as Tree & { footer: Tree }).footer.errorTitle).toBe('Er ging iets mis');
  });
});

describe('translate', () => {
  it('interpolates {{placeholders}} and falls back to English, then to the key', () => {
    const t = createTranslate('sv', withFallback({ a: 'Hej {{name}}' }, { a: 'Hello {{name}}', only: 'English only' }));
    expect(t('a', { name: 'Ada' })).toBe('Hej Ada');
    expect(t('only')).toBe('English only');
    expect(t('missing.key')).toBe('missing.key');
  });
  it('picks the plural form of each language', () => {
    const views = (lang: 'en' | 'sv' | 'nl', messages: object, count: number) => createTranslate(lang, messages as never)('blog.views', { count });
    expect(views('en', en, 1)).toBe('1 view');
    expect(views('en', en, 2)).toBe('2 views');
    expect(views('sv', sv, 1)).toBe('1 visning');
    expect(views('sv', sv, 2)).toBe('2 visningar');
    expect(views('nl', nl, 1)).toBe('1 keer bekeken');
  });
  it('reads nested keys of the real messages', () => {
    expect(createTranslate('nl', nl as never)('nav.gallery')).toBe('Galerij');
    expect(createTranslate('sv', sv as never)('contact.send')).toBe('Skicka meddelande');
  });
  it('formats long dates and month/year per language', () => {
    expect(formatLongDate('2025-03-05T12:00:00Z', 'en')).toBe('March 5, 2025');
    expect(formatLongDate('2025-03-05T12:00:00Z', 'sv')).toBe('5 mars 2025');
    expect(formatLongDate('2025-03-05T12:00:00Z', 'nl')).toBe('5 maart 2025');
    expect(formatMonthYear('2025-03-05T12:00:00Z')).toBe('March 2025');
    expect(formatMonthYear('2025-03-05T12:00:00Z', 'sv')).toBe('mars 2025');
    expect(formatMonthYear('2025-03-05T12:00:00Z', 'nl')).toBe('maart 2025');
  });
});
