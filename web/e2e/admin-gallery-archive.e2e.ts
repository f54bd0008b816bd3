import { expect, test } from '@playwright/test';
import { adminToken, signInAsAdmin, toastText, uniq } from './fixtures';

/** Items made through the admin API, as a photographer's archive grows; 1 in 5 in the chosen country. */
const ITEMS = 2000;
const FAR_ITEM = 1900;

test('an archive of thousands: find an item by search, select a whole country by filter, bulk-edit it and add it to a collection, counts from the database', async ({ page, request }) => {
  test.setTimeout(420_000);
  const id = uniq();
  const token = `Arkiv${id}`;
  const rareWord = `Snowlark${id}`;
  const country = `Zembla ${id}`;
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const make = (n: number) =>
    request.post('/api/admin/gallery/items', {
      headers,
      data: {
        url: `https://archive.example/${id}/${n}.jpg`,
        title: `${token} ${n}`,
        description: n === FAR_ITEM ? `The ${rareWord} over the fjord` : null,
        countryEn: n % 5 === 0 ? country : `Borduria ${id}`,
        country: n % 5 === 0 ? country : `Borduria ${id}`,
        // Older than everything else, so these fill the end of the newest-first list; drafts stay off the public site.
        dateTaken: new Date(Date.UTC(1990, 0, 1) + n * 3_600_000).toISOString(),
        isPublished: false,
      },
    });
  for (let n = 1; n <= ITEMS; n += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, ITEMS - n + 1) }, (_, k) => make(n + k)));
    for (const res of batch) expect(res.status()).toBe(201);
  }
  const inCountry = ITEMS / 5;
  let collectionId: number | null = null;

  try {
    await signInAsAdmin(page);
    // The dashboard's counters are the database's counts.
    const stats = await (await request.get('/api/admin/stats', { headers })).json();
    const listTotal = Number((await request.get('/api/admin/gallery/items?limit=1', { headers })).headers()['x-total-count']);
    expect(stats.galleryItems).toBe(listTotal);
    await expect(page.getByTestId('stat-gallery')).toHaveText(String(listTotal));
    await expect(page.getByTestId('stat-messages')).toHaveText(String(stats.contactMessages));

    await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByTestId('gallery-total')).toHaveText(`${listTotal.toLocaleString('en-US')} items`);
    // Only the cards on screen are in the page, however large the gallery.
    await expect(page.getByTestId('gallery-card').first()).toBeVisible();
    expect(await page.getByTestId('gallery-card').count()).toBeLessThan(100);

    // An item far beyond the first screen, found by a word of its description, typed in lower case.
    await page.getByRole('searchbox', { name: /Search titles/ }).fill(rareWord.toLowerCase());
    await expect(page.getByTestId('gallery-total')).toHaveText('1 item');
    await expect(page.getByTestId('gallery-card')).toHaveCount(1);
    await expect(page.getByTestId('gallery-card')).toContainText(`${token} ${FAR_ITEM}`);
    await page.getByRole('searchbox', { name: /Search titles/ }).fill('');
    await expect(page.getByTestId('gallery-total')).toHaveText(`${listTotal.toLocaleString('en-US')} items`);

    // Every item of one country, selected by the filter rather than card by card.
    await page.getByTestId('gallery-country').click();
    await page.getByRole('option', { name: `${country} (${inCountry})` }).click();
    await expect(page.getByTestId('gallery-total')).toHaveText(`${inCountry} items`);
    await page.getByRole('button', { name: 'Select all' }).click();
    await expect(page.getByTestId('selected-count')).toHaveText(`All ${inCountry} matching items selected`);
    await page.getByRole('button', { name: 'Bulk Edit' }).click();
    const dialog = page.getByRole('dialog', { name: `Bulk Edit (${inCountry} items)` });
    await dialog.getByRole('textbox', { name: 'Location' }).fill(`Lofoten ${id}`);
    await dialog.getByRole('button', { name: 'Apply Changes' }).click();
    await expect(toastText(page, `Updated ${inCountry} items successfully`)).toBeVisible({ timeout: 60_000 });

    // The count matches the filter: every item of the country changed, and none other.
    const edited = await request.get(`/api/admin/gallery/items?q=${encodeURIComponent(`Lofoten ${id}`)}&limit=1`, { headers });
    expect(edited.headers()['x-total-count']).toBe(String(inCountry));
    const inFilter = await request.get(`/api/admin/gallery/items?country=${encodeURIComponent(country)}&limit=200`, { headers });
    expect(((await inFilter.json()) as { location: string }[]).every((i) => i.location === `Lofoten ${id}`)).toBe(true);

    // The same filter selection goes into a new collection, on the server as one background job.
    await page.getByRole('button', { name: 'Select all' }).click();
    await expect(page.getByTestId('selected-count')).toHaveText(`All ${inCountry} matching items selected`);
    await page.getByRole('button', { name: 'Add to collection' }).click();
    const adding = page.getByRole('dialog', { name: 'Add to a collection' });
    await expect(adding).toContainText(`Add the ${inCountry} chosen photos at the end of a collection.`);
    await adding.getByRole('textbox', { name: 'Or a new collection (Dutch title)' }).fill(`Zembla ${id}`);
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toastText(page, `Added ${inCountry} items to the collection`)).toBeVisible({ timeout: 60_000 });
    const collections = (await (await request.get('/api/admin/collections', { headers })).json()) as { id: number; titleNl: string; itemCount: number }[];
    const made = collections.find((c) => c.titleNl === `Zembla ${id}`);
    collectionId = made?.id ?? null;
    expect(made?.itemCount).toBe(inCountry);
  } finally {
    if (collectionId !== null) expect((await request.delete(`/api/admin/collections/${collectionId}`, { headers })).ok()).toBe(true);
    // Leaves the shared server as it found it: one job deletes every item this test made.
    const cleanup = await request.post('/api/admin/gallery/bulk-jobs', { headers, data: { action: 'delete', selection: { filter: { q: token } } } });
    expect(cleanup.status()).toBe(202);
    const job = await cleanup.json();
    await expect
      .poll(async () => (await (await request.get(`/api/admin/gallery/bulk-jobs/${job.id}`, { headers })).json()).status, { timeout: 60_000 })
      .toBe('done');
  }
});
