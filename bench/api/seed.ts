// Seeds DATA_DIR's database with N published gallery items (default 2,000) in a few categories,
// as a photographer's full portfolio would look. Usage: DATA_DIR=/tmp/x bun bench/api/seed.ts [N]
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb } from '../../server/src/db/client';
import { categories, galleryItemCategories, galleryItems } from '../../server/src/db/schema';
import { bumpContentVersion } from '../../server/src/lib/content-version';

const n = Number(process.argv[2] ?? 2000);
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const db = await openDb(`file:${path.join(dataDir, 'portfolio.db')}`);

const cats = await db
  .insert(categories)
  .values(
    [
      ['IJsland', 'Iceland', 'Island', 'country'],
      ['Noorwegen', 'Norway', 'Norge', 'country'],
      ['Vos', 'Fox', 'Räv', 'animal'],
      ['Noorderlicht', 'Northern Lights', 'Norrsken', 'landscape'],
      ['Vogels', 'Birds', 'Fåglar', 'animal'],
    ].map(([name, nameEn, nameSv, type]) => ({ name: name!, nameEn, nameSv, type: type as 'country' | 'animal' | 'landscape' })),
  )
  .returning();

const places = ['Tromsø', 'Lofoten', 'Svalbard', 'Abisko', 'Reykjavik', 'Vík', 'Jökulsárlón', 'Senja'];
for (let start = 0; start < n; start += 200) {
  const rows = Array.from({ length: Math.min(200, n - start) }, (_, k) => {
    const i = start + k;
    return {
      url: `/media/${i.toString(16).padStart(8, '0')}-photo.jpg`,
      thumbnailUrl: `/media/${i.toString(16).padStart(8, '0')}-480.webp`,
      title: `Arctic scene ${i + 1}`,
      description: i % 3 === 0 ? `Quiet light over the water near ${places[i % places.length]}.` : null,
      location: places[i % places.length],
      country: i % 2 ? 'IJsland' : 'Noorwegen',
      countryEn: i % 2 ? 'Iceland' : 'Norway',
      countrySv: i % 2 ? 'Island' : 'Norge',
      dateTaken: new Date(Date.UTC(2015, 0, 1) + i * 86_400_000),
      width: 6000,
      height: 4000,
      metadata: { Make: 'Canon', Model: 'EOS R5', ISO: 400, latitude: 69.6, longitude: 18.9 },
      isPublished: true,
    };
  });
  const inserted = await db.insert(galleryItems).values(rows).returning({ id: galleryItems.id });
  await db
    .insert(galleryItemCategories)
    .values(inserted.flatMap((r, k) => [{ itemId: r.id, categoryId: cats[(start + k) % 2]!.id }, { itemId: r.id, categoryId: cats[2 + ((start + k) % 3)]!.id }]));
}
// The photos were there before the site's fediverse account: nothing waits to be announced, so the
// server is idle once started (announcing thousands of new photos at once keeps it busy for minutes).
await db.run(sql`DELETE FROM fedi_objects WHERE state = 'waiting'`);
await bumpContentVersion(db);
console.log(`seeded ${n} gallery items into ${dataDir}`);
