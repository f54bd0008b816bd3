import { describe, expect, it } from 'bun:test';
import { createTestApp } from '../../test/app';
import { makePost } from '../../test/factories';

const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([a-z-]+)"/g)].map((m) => m[1]);

describe('a post in Dutch only, on the English and Swedish pages', () => {
  it('shows its Dutch text marked lang="nl", and offers search engines only the languages it is written in', async () => {
    const t = await createTestApp();
    await makePost(t.db, { slug: 'alleen-nederlands', titleNl: 'Zeearenden boven het wad', excerptNl: 'Een ochtend aan de kust.', contentNl: '<p>De zeearenden kwamen bij eb.</p>', isPublished: true, publishedAt: new Date('2026-01-02T00:00:00Z') });
    await makePost(t.db, {
      slug: 'drie-talen',
      titleNl: 'Noorderlicht',
      titleEn: 'Northern lights',
      titleSv: 'Norrsken',
      contentNl: '<p>Groen licht.</p>',
      contentEn: '<p>Green light.</p>',
      contentSv: '<p>Grönt ljus.</p>',
      isPublished: true,
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const page = async (path: string) => {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      return res.text();
    };

    const en = await page('/en/blog/alleen-nederlands');
    expect(en).toMatch(/<h1 lang="nl"[^>]*>Zeearenden boven het wad<\/h1>/);
    expect(en).toMatch(/<div lang="nl" class="rich-text[^"]*"><p>De zeearenden kwamen bij eb.<\/p>/);
    expect(alternates(en)).toEqual(['nl', 'x-default']);
    expect(en).toContain('<html lang="en"');
    const nl = await page('/nl/blog/alleen-nederlands');
    expect(nl).toMatch(/<h1 class="[^"]*">Zeearenden boven het wad<\/h1>/);

    const both = await page('/sv/blog/drie-talen');
    expect(both).toMatch(/<h1 class="[^"]*">Norrsken<\/h1>/);
    expect(alternates(both)).toEqual(['en', 'sv', 'nl', 'x-default']);

    // The sitemap agrees with the pages: the Dutch-only post is listed in Dutch only, with only its Dutch alternate.
    const sitemap = await page('/sitemaps/pages.xml');
    const urlOf = (path: string) => sitemap.split('<url>').find((u) => u.includes(`${path}</loc>`));
    const postUrls = [...sitemap.matchAll(/<loc>[^<]*\/blog\/[a-z-]+<\/loc>/g)].map((m) => m[0]);
    expect(postUrls.filter((u) => u.includes('alleen-nederlands'))).toHaveLength(1);
    expect(postUrls.filter((u) => u.includes('drie-talen'))).toHaveLength(3);
    const dutchOnly = urlOf('/nl/blog/alleen-nederlands') ?? '';
    expect([...dutchOnly.matchAll(/hreflang="([a-z-]+)"/g)].map((m) => m[1])).toEqual(['nl', 'x-default']);
    expect(sitemap).not.toContain('/en/blog/alleen-nederlands</loc>');
    const threeLanguages = urlOf('/sv/blog/drie-talen') ?? '';
    expect([...threeLanguages.matchAll(/hreflang="([a-z-]+)"/g)].map((m) => m[1])).toEqual(['en', 'sv', 'nl', 'x-default']);

    // The English home page's latest posts: the Dutch title and excerpt say they are Dutch.
    const home = await page('/en');
    expect(home).toMatch(/<a [^>]*lang="nl"[^>]*>Zeearenden boven het wad<\/a>/);
    expect(home).toMatch(/<p lang="nl"[^>]*>Een ochtend aan de kust.<\/p>/);
    expect(home).toMatch(/<a [^>]*>Northern lights<\/a>/);
    expect(home).not.toMatch(/lang="nl"[^>]*>Northern lights/);
  }, 120_000);
});
