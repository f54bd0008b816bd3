import { describe, expect, it } from 'bun:test';
import { API, CategoryAdminSchema } from '@portfolio/shared';
import { z } from 'zod';
import { DB_KINDS, createTestApp } from '../../test/app';
import { makeCategory, makeItem } from '../../test/factories';

for (const kind of DB_KINDS) {
  describe(`[${kind}] /api/admin/categories`, () => {
    it('creates (type defaults to country), lists with itemCount, updates', async () => {
      const t = await createTestApp(kind);
      const res = await t.request('POST', API.admin.categories, { body: { name: 'Vos', nameEn: 'Fox', nameSv: '' } });
      expect(res.status).toBe(201);
      const cat = CategoryAdminSchema.parse(res.body);
      expect(cat.type).toBe('country');
      expect(cat.nameSv).toBeNull();
      await makeItem(t.db, {}, [cat.id]);
      await makeItem(t.db, {}, [cat.id]);
      const list = z.array(CategoryAdminSchema).parse((await t.get(API.admin.categories)).body);
      expect(list[0]!.itemCount).toBe(2);
      const put = await t.request('PUT', API.admin.category(cat.id), { body: { name: 'Poolvos', type: 'animal' } });
      expect(put.status).toBe(200);
      // What the edit does not send keeps its value; a blank text sent clears it.
      expect(put.body).toMatchObject({ name: 'Poolvos', type: 'animal', nameEn: 'Fox' });
      const cleared = await t.request('PUT', API.admin.category(cat.id), { body: { nameEn: '' } });
      expect(cleared.body).toMatchObject({ name: 'Poolvos', type: 'animal', nameEn: null });
    });

    it('deleting a category removes it from every gallery item', async () => {
      const t = await createTestApp(kind);
      const [a, b] = [await makeCategory(t.db), await makeCategory(t.db)];
      await makeItem(t.db, {}, [a.id, b.id]);
      await makeItem(t.db, {}, [a.id]);
      const res = await t.request('DELETE', API.admin.category(a.id));
      expect(res.status).toBe(200);
      expect(await t.count('categories')).toBe(1);
      expect(await t.count('galleryItemCategories')).toBe(1);
      expect(await t.count('galleryItems')).toBe(2);
      const items = (await t.get(API.admin.galleryItems)).body as { categories: { id: number }[] }[];
      expect(items.flatMap((i) => i.categories.map((c) => c.id))).toEqual([b.id]);
    });

    it('validates input and answers 404 for unknown ids', async () => {
      const t = await createTestApp(kind);
      const empty = await t.request('POST', API.admin.categories, { body: { name: '  ' } });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Dutch name is required');
      expect((await t.request('POST', API.admin.categories, { body: { name: 'x', type: 'mineral' } })).status).toBe(400);
      expect((await t.request('POST', API.admin.categories, { body: { name: 'x'.repeat(101) } })).status).toBe(400);
      const missing = await t.request('PUT', API.admin.category(404), { body: { name: 'x' } });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Category not found');
      expect((await t.request('DELETE', API.admin.category(404))).status).toBe(404);
      expect(await t.count('categories')).toBe(0);
    });
  });
}
