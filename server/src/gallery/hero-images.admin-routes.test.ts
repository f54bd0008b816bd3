import { describe, expect, it } from 'bun:test';
import { API, HeroImageSchema } from '@portfolio/shared';
import { z } from 'zod';
import { DB_KINDS, createTestApp } from '../../test/app';
import { makeHero } from '../../test/factories';

for (const kind of DB_KINDS) {
  describe(`[${kind}] /api/admin/hero-images`, () => {
    it('creates with defaults, toggles with isActive alone, edits and deletes', async () => {
      const t = await createTestApp(kind);
      const res = await t.request('POST', API.admin.heroImages, { body: { url: '/media/a.jpg', alt: 'Aurora', title: '', displayOrder: 'abc' } });
      expect(res.status).toBe(201);
      const hero = HeroImageSchema.parse(res.body);
      expect(hero).toMatchObject({ isActive: true, displayOrder: 0, title: null });
      const toggled = await t.request('PUT', API.admin.heroImage(hero.id), { body: { isActive: false } });
      expect(toggled.body).toMatchObject({ isActive: false, alt: 'Aurora', url: '/media/a.jpg' });
      const edited = await t.request('PUT', API.admin.heroImage(hero.id), { body: { alt: 'Northern lights', displayOrder: '3' } });
      expect(edited.body).toMatchObject({ alt: 'Northern lights', displayOrder: 3, isActive: false });
      const list = z.array(HeroImageSchema).parse((await t.get(API.admin.heroImages)).body);
      expect(list).toHaveLength(1);
      expect((await t.request('DELETE', API.admin.heroImage(hero.id))).status).toBe(200);
      expect(await t.count('heroImages')).toBe(0);
    });

    it("keeps a slide's alt text and title in three languages; the public answer speaks the asked language", async () => {
      const t = await createTestApp(kind);
      const res = await t.request('POST', API.admin.heroImages, { body: { url: '/media/b.jpg', alt: 'Noorderlicht', altSv: 'Norrsken', title: 'Lyngen', titleEn: 'The Lyngen Alps' } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ alt: 'Noorderlicht', altEn: null, altSv: 'Norrsken', title: 'Lyngen', titleEn: 'The Lyngen Alps', titleSv: null });
      const slide = async (query: string) => ((await t.get(`${API.heroImages}${query}`)).body as Record<string, unknown>[])[0];
      expect(await slide('?language=sv')).toMatchObject({ alt: 'Norrsken', title: 'Lyngen' });
      expect(await slide('?language=en')).toMatchObject({ alt: 'Noorderlicht', title: 'The Lyngen Alps' });
      // Without a language the answer is as it always was: the Dutch texts.
      expect(await slide('')).toMatchObject({ alt: 'Noorderlicht', title: 'Lyngen' });
      expect((await t.get(`${API.heroImages}?language=xx`)).status).toBe(400);
    });

    it('validates input and answers 404 for unknown ids', async () => {
      const t = await createTestApp(kind);
      const hero = await makeHero(t.db);
      expect((await t.request('POST', API.admin.heroImages, { body: { url: '/x.jpg' } })).status).toBe(400);
      expect((await t.request('POST', API.admin.heroImages, { body: { alt: 'x' } })).status).toBe(400);
      expect((await t.request('PUT', API.admin.heroImage(hero.id), { body: {} })).status).toBe(400);
      expect((await t.request('PUT', API.admin.heroImage(hero.id), { body: { isActive: 'no' } })).status).toBe(400);
      const missing = await t.request('PUT', API.admin.heroImage(999), { body: { isActive: true } });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Hero image not found');
      expect((await t.request('DELETE', API.admin.heroImage(999))).status).toBe(404);
      expect(await t.count('heroImages')).toBe(1);
    });
  });
}
