import { expect, test } from '@playwright/test';
import { adminToken, signInAsAdmin, uniq } from './fixtures';

test('the posts, gallery and collections lists mark which languages each has a text of its own in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = uniq();
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const created = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(path, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const post = await created('/api/admin/blog/posts', { titleNl: `Markers ${id}`, titleEn: `Markers ${id} (en)`, contentNl: '<p>Tekst</p>', contentEn: '<p>Text</p>' });
  const item = await created('/api/admin/gallery/items', { url: `https://elsewhere.example/${id}.jpg`, title: `Markers ${id}`, titleSv: `Markörer ${id}`, isPublished: false });
  const collection = await created('/api/admin/collections', { titleNl: `Markers ${id}`, titleEn: `Markers ${id} (en)`, titleSv: `Markörer ${id}` });
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/blog');
    await expect(page.getByTestId('blog-row').filter({ hasText: `Markers ${id}` }).getByTestId('language-markers')).toHaveAttribute('data-languages', 'nl en');

    await page.goto('/admin/gallery');
    await page.getByRole('searchbox').fill(`Markers ${id}`);
    await expect(page.getByTestId('gallery-card').filter({ hasText: `Markers ${id}` }).getByTestId('language-markers')).toHaveAttribute('data-languages', 'nl sv');

    await page.goto('/admin/collections');
    const markers = page.getByTestId('collection-card').filter({ hasText: `Markers ${id}` }).getByTestId('language-markers');
    await expect(markers).toHaveAttribute('data-languages', 'nl en sv');
    await expect(markers).toHaveAttribute('aria-label', /Dutch, English, Swedish/);
  } finally {
    await request.delete(`/api/admin/blog/posts/${post}`, { headers });
    await request.delete(`/api/admin/gallery/items/${item}`, { headers });
    await request.delete(`/api/admin/collections/${collection}`, { headers });
  }
});
