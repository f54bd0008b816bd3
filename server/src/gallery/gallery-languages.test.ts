import { describe, expect, it } from 'bun:test';
import { createTestApp } from '../../test/app';
import { makeItem } from '../../test/factories';

describe('a photo titled in Dutch only, on the English pages', () => {
  it('shows its Dutch title, description and alt text marked lang="nl", and its own English texts unmarked', async () => {
    const t = await createTestApp();
    const dutch = await makeItem(t.db, { title: 'Zeearend boven het wad', description: 'Bij eb, in de ochtend.', alt: 'Een zeearend vliegt laag', dateTaken: new Date('2025-03-01T08:00:00Z') });
    await makeItem(t.db, { title: 'Poolvos', titleEn: 'Arctic fox', description: 'In de sneeuw', descriptionEn: 'In the snow', dateTaken: new Date('2025-02-01T08:00:00Z') });
    const page = async (path: string) => {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      return res.text();
    };

    const gallery = await page('/en/gallery');
    expect(gallery).toMatch(/<span [^>]*lang="nl"[^>]*>Zeearend boven het wad<\/span>/);
    expect(gallery).toMatch(/<span [^>]*data-testid="tile-title"[^>]*>Arctic fox<\/span>/);
    expect(gallery).not.toMatch(/lang="nl"[^>]*>Arctic fox/);

    const photo = await page(`/en/gallery/${dutch.id}`);
    expect(photo).toContain('<html lang="en"');
    expect(photo).toMatch(/<h2 lang="nl"[^>]*>Zeearend boven het wad<\/h2>/);
    expect(photo).toMatch(/<p lang="nl"[^>]*>Bij eb, in de ochtend.<\/p>/);
    expect(photo).toMatch(/<img [^>]*alt="Een zeearend vliegt laag"[^>]*lang="nl"|<img [^>]*lang="nl"[^>]*alt="Een zeearend vliegt laag"/);

    // In Dutch nothing needs marking.
    const nl = await page(`/nl/gallery/${dutch.id}`);
    expect(nl).toMatch(/<h2 class="[^"]*">Zeearend boven het wad<\/h2>/);
  }, 120_000);
});
