import { describe, expect, it } from 'bun:test';
import { collectionItems, collections } from '../db/schema';
import { createTestApp } from '../../test/app';
import { makeCategory, makeItem } from '../../test/factories';
import { relatedIds, relatedItems } from './related.service';

const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000);

describe('related photos', () => {
  it('ranks by things shared: collection, categories, country and place, time; at most 8, published only', async () => {
    const { db } = await createTestApp();
    const fox = await makeCategory(db, { name: 'Vos' });
    const winter = await makeCategory(db, { name: 'Winter' });
    const me = await makeItem(db, { title: 'Fox in snow', country: 'Noorwegen', location: 'Senja', dateTaken: day(100) }, [fox.id, winter.id]);
    const both = await makeItem(db, { title: 'Fox and winter', dateTaken: day(400) }, [fox.id, winter.id]);
    const inStory = await makeItem(db, { title: 'In the story', dateTaken: day(900) });
    const foxOnly = await makeItem(db, { title: 'Fox', dateTaken: day(600) }, [fox.id]);
    const samePlace = await makeItem(db, { title: 'Senja coast', country: 'Noorwegen', location: 'Senja', dateTaken: day(700) });
    const draft = await makeItem(db, { title: 'Draft fox', isPublished: false, dateTaken: day(100) }, [fox.id, winter.id]);
    const unrelated = await makeItem(db, { title: 'Desert', country: 'Marokko', dateTaken: day(2000) });
    const story = await db.insert(collections).values({ slug: 'winter', titleNl: 'Winter', isPublished: true }).returning().get();
    await db.insert(collectionItems).values([{ collectionId: story.id, itemId: me.id, position: 0 }, { collectionId: story.id, itemId: inStory.id, position: 1 }, { collectionId: story.id, itemId: both.id, position: 2 }]);

    const ids = await relatedIds(db, me.id);
    // both: collection + 2 categories = 3; samePlace: country + place = 2; inStory 1 and foxOnly 1, the nearer in time first.
    expect(ids).toEqual([both.id, samePlace.id, foxOnly.id, inStory.id]);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(unrelated.id);
    for (let i = 0; i < 12; i++) await makeItem(db, { dateTaken: day(101 + i) }, [fox.id]);
    expect(await relatedIds(db, me.id)).toHaveLength(8);
    expect(await relatedIds(db, draft.id)).toEqual([]);
  });

  it('never ranks by the place of a sensitive photo, nor shows a sensitive one by its place', async () => {
    const { db } = await createTestApp();
    const nests = await makeCategory(db, { name: 'Nesten', sensitiveLocation: true });
    const owl = await makeItem(db, { title: 'Owl', location: 'Owl Nest Ridge', sensitiveLocation: true, metadata: { latitude: 67.8765, longitude: 20.1234 } });
    const neighbour = await makeItem(db, { title: 'Same ridge', location: 'Owl Nest Ridge', metadata: { latitude: 67.8766, longitude: 20.1235 } });
    const eagle = await makeItem(db, { title: 'Eagle', location: 'Eagle Cliff' }, [nests.id]);
    const walker = await makeItem(db, { title: 'Walker', location: 'Eagle Cliff' });
    expect(await relatedIds(db, owl.id)).toEqual([]);
    expect(await relatedIds(db, neighbour.id)).toEqual([]);
    expect(await relatedIds(db, walker.id)).toEqual([]);
    expect(await relatedIds(db, eagle.id)).toEqual([]);
    // Shared categories still relate them, and the answer carries no place of the sensitive one.
    const birds = await makeCategory(db, { name: 'Vogels' });
    const { galleryItemCategories } = await import('../db/schema');
    await db.insert(galleryItemCategories).values([{ itemId: owl.id, categoryId: birds.id }, { itemId: walker.id, categoryId: birds.id }]);
    const shown = await relatedItems(db, walker.id, 'en');
    expect(shown.map((i) => i.title)).toEqual(['Owl']);
    expect(JSON.stringify(shown)).not.toContain('Owl Nest');
  });
});
