import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, signInAsAdmin, uniq } from './fixtures';

const reviewCount = async (request: APIRequestContext, headers: Record<string, string>) => ((await (await request.get('/api/admin/stats', { headers })).json()) as { reviewItems: number }).reviewItems;
const card = (page: Page, title: string) => page.getByTestId('gallery-card').filter({ hasText: title });
/** The Gallery link's badge: absent at 0, else it says how many wait. */
const expectNavBadge = async (page: Page, count: number) => {
  const badge = page.getByRole('navigation').getByTestId('review-badge');
  if (count === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveAttribute('aria-label', `${count} ${count === 1 ? 'item' : 'items'} to review`);
};

test('"To review" has a count badge, and published photos leave the list and the count as soon as the job is done', async ({ page, request }) => {
  test.setTimeout(180_000);
  const id = uniq();
  const token = `Review${id}`;
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const before = await reviewCount(request, headers);
  const made: number[] = [];
  for (const n of [1, 2, 3]) {
    const res = await request.post('/api/admin/gallery/items', { headers, data: { url: `https://elsewhere.example/${id}-${n}.jpg`, title: `${token} ${n}`, isPublished: false } });
    expect(res.status(), await res.text()).toBe(201);
    made.push(((await res.json()) as { id: number }).id);
  }
  try {
    await signInAsAdmin(page);
    await expectNavBadge(page, before + 3);
    await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).click();
    await page.getByTestId('gallery-status').click();
    await expect(page.getByRole('option', { name: 'To review' }).getByTestId('review-filter-badge')).toContainText(`${before + 3} items to review`);
    await page.getByRole('option', { name: 'To review' }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // The search applies a moment after typing; a selection made before it would be cleared by it.
    const searched = page.waitForResponse((r) => r.url().includes('/api/admin/gallery/items?') && new URL(r.url()).searchParams.get('q') === token);
    await page.getByRole('searchbox').fill(token);
    await searched;
    await expect(page.getByTestId('gallery-card')).toHaveCount(3);

    // One chosen by hand leaves the list as soon as it is sent to be published.
    await card(page, `${token} 1`).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByTestId('gallery-card')).toHaveCount(2);
    await expectNavBadge(page, before + 2);

    // Select all (the whole filter), publish: the list empties when the job is done.
    await page.getByRole('button', { name: 'Select all' }).click();
    await expect(page.getByTestId('selected-count')).toHaveText('All 2 matching items selected');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByTestId('gallery-card')).toHaveCount(0, { timeout: 30_000 });
    await expectNavBadge(page, before);
    if (before === 0) await expect(page.getByTestId('gallery-status').getByTestId('review-filter-badge')).toHaveCount(0);
    else await expect(page.getByTestId('gallery-status').getByTestId('review-filter-badge')).toContainText(`${before} ${before === 1 ? 'item' : 'items'} to review`);
    expect(await reviewCount(request, headers)).toBe(before);
  } finally {
    for (const item of made) await request.delete(`/api/admin/gallery/items/${item}`, { headers });
  }
});
