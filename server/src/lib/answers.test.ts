import { describe, expect, it } from 'bun:test';
import { ANSWER_SCHEMAS, ANSWERS, type AnswerName, type AnswerQuery, answerUrl, isPaged, TOTAL_COUNT_HEADER } from '@portfolio/shared';
import { createTestApp } from '../../test/app';
import { makeCategory, makeHero, makeItem, makePost } from '../../test/factories';
import { collectionItems, collections } from '../db/schema';
import { pageSource, publicAnswers } from '../site/page-source';

/** One query of every answer in the table, against a small archive (see seed). */
const QUERIES = (ids: { item: number; category: number }): { [N in AnswerName]: AnswerQuery<N> } => ({
  heroImages: { language: 'sv' },
  galleryPage: { language: 'en', limit: 2, category: ids.category },
  galleryFacets: { language: 'nl', type: 'photo' },
  galleryItem: { id: ids.item, language: 'en' },
  galleryNeighbours: { id: ids.item, language: 'sv', type: 'photo' },
  photoContext: { id: ids.item, language: 'en' },
  galleryCategories: { language: 'en' },
  postsPage: { language: 'en', limit: 1 },
  post: { slug: 'northern-lights', language: 'en' },
  collections: { language: 'en' },
  collection: { slug: 'winter', language: 'sv' },
  collectionItems: { slug: 'winter', language: 'en', limit: 1 },
  map: { language: 'en', view: '0,50,30,72' },
  siteSettings: {},
  siteTexts: { language: 'nl' },
  shopOffer: { id: ids.item, language: 'en' },
  shopCart: { language: 'sv' },
  // Orders and licences exist only once bought (the shop's own tests buy them): here they are missing.
  shopOrder: { token: 'no-such-order', language: 'en' },
  shopLicence: { token: 'no-such-licence', language: 'en' },
});

const MISSING_HERE: AnswerName[] = ['shopOrder', 'shopLicence'];

async function seed() {
  const t = await createTestApp();
  const category = await makeCategory(t.db, { name: 'Vogels' });
  const items = [];
  for (let i = 0; i < 4; i++) items.push(await makeItem(t.db, { title: `Foto ${i}`, metadata: JSON.stringify({ latitude: 60 + i, longitude: 10 + i }) }, [category.id]));
  await makeHero(t.db);
  await makePost(t.db, { slug: 'northern-lights', isPublished: true });
  await makePost(t.db, { slug: 'second', isPublished: true });
  const story = await t.db.insert(collections).values({ slug: 'winter', titleNl: 'Winter', isPublished: true }).returning().get();
  await t.db.insert(collectionItems).values(items.slice(0, 3).map((item, i) => ({ collectionId: story.id, itemId: item.id, position: i })));
  return { t, ids: { item: items[0]!.id, category: category.id } };
}

describe('the table of public answers', () => {
  it('answers every entry at its URL with what its schema says and what a page is rendered from', async () => {
    const { t, ids } = await seed();
    const source = pageSource(publicAnswers({ db: t.db, env: t.env }), t.db);
    const queries = QUERIES(ids);
    for (const name of Object.keys(ANSWERS) as AnswerName[]) {
      const query = queries[name] as AnswerQuery<AnswerName>;
      const res = await t.get(answerUrl(name, query));
      if (MISSING_HERE.includes(name)) {
        expect({ name, status: res.status, forPage: await source.answer(name, query) }).toEqual({ name, status: 404, forPage: null });
        continue;
      }
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      // The declared response schema holds for the real answer.
      const parsed = ANSWER_SCHEMAS[name].response.safeParse(res.body);
      expect({ name, issues: parsed.error?.issues ?? [] }).toEqual({ name, issues: [] });
      const forPage = (await source.answer(name, query)) as unknown;
      if (isPaged(name)) {
        const page = forPage as { items: unknown[]; total: number; nextCursor: string | null };
        expect(res.body).toEqual(page.items);
        expect(Number(res.headers.get(TOTAL_COUNT_HEADER))).toBe(page.total);
        expect(res.headers.get('link')?.includes(`cursor=${page.nextCursor}`) ?? page.nextCursor === null).toBe(true);
      } else if (name !== 'post') {
        // A post read through the API counts a view (its count), a page's loader counts none.
        expect({ name, body: res.body }).toEqual({ name, body: forPage });
      }
    }
  });

  it('gives a page null where the API answers 404, and the first page for a cursor that is not ours', async () => {
    const { t } = await seed();
    const source = pageSource(publicAnswers({ db: t.db, env: t.env }), t.db);
    expect((await t.get(answerUrl('galleryItem', { id: 999_999, language: 'en' }))).status).toBe(404);
    expect(await source.answer('galleryItem', { id: 999_999, language: 'en' })).toBeNull();
    expect((await t.get(answerUrl('collection', { slug: 'none', language: 'en' }))).status).toBe(404);
    expect(await source.answer('collection', { slug: 'none', language: 'en' })).toBeNull();
    expect((await t.get(answerUrl('postsPage', { language: 'en', limit: 1, cursor: 'junk' }))).status).toBe(400);
    const first = await source.answer('postsPage', { language: 'en', limit: 1 });
    expect(await source.answer('postsPage', { language: 'en', limit: 1, cursor: 'junk' })).toEqual(first);
    // A map view edited by hand shows the world, as the address without it does.
    expect((await t.get(`${ANSWERS.map}?language=en&view=north`)).status).toBe(400);
    expect(await source.answer('map', { language: 'en', view: 'north' })).toEqual(await source.answer('map', { language: 'en' }));
  });

  it('keys an answer by its parsed query: another spelling of the same query is the same cached answer', async () => {
    const { t } = await seed();
    const a = await t.get('/api/gallery/items?language=en&limit=2&q=');
    const b = await t.get('/api/gallery/items?limit=2&language=en&junk=1');
    expect(a.status).toBe(200);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect(b.text).toBe(a.text);
  });
});
