import { describe, expect, it } from 'bun:test';
import { API, HeroImageSchema } from '@portfolio/shared';
import { z } from 'zod';
import { DB_KINDS, createTestApp } from '../../test/app';
import { makeHero } from '../../test/factories';

for (const kind of DB_KINDS) {
  describe(`[${kind}] GET /api/hero-images`, () => {
    it('answers active hero images in display order', async () => {
      const t = await createTestApp(kind);
      const second = await makeHero(t.db, { displayOrder: 2 });
      const first = await makeHero(t.db, { displayOrder: 1 });
      await makeHero(t.db, { displayOrder: 0, isActive: false });
      const res = await t.get(API.heroImages);
      expect(res.status).toBe(200);
      const list = z.array(HeroImageSchema).parse(res.body);
      expect(list.map((h) => h.id)).toEqual([first.id, second.id]);
      expect(list[0]).toMatchObject({ isActive: true, image: null });
    });

    it("says which language each slide's alt text and title are in: Dutch where the asked language has none of its own", async () => {
      const t = await createTestApp(kind);
      await makeHero(t.db, { alt: 'Noorderlicht boven het fjord', altEn: 'Aurora over the fjord', title: 'Noorderlicht', titleSv: 'Norrsken', displayOrder: 0 });
      const slides = async (language: string) => z.array(HeroImageSchema).parse((await t.get(`${API.heroImages}?language=${language}`)).body)[0]!;
      expect(await slides('en')).toMatchObject({ alt: 'Aurora over the fjord', altLang: 'en', title: 'Noorderlicht', titleLang: 'nl' });
      expect(await slides('sv')).toMatchObject({ alt: 'Noorderlicht boven het fjord', altLang: 'nl', title: 'Norrsken', titleLang: 'sv' });
      expect(await slides('nl')).toMatchObject({ alt: 'Noorderlicht boven het fjord', altLang: 'nl', title: 'Noorderlicht', titleLang: 'nl' });
    });
  });
}
