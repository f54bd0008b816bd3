import { expect, test } from '@playwright/test';
import { adminToken, makeJpeg, signInAsAdmin, toastText, uniq } from './fixtures';

test('a photo inserted in a post stays while typing, comes back with Undo, and goes out as a figure with its alt text and caption', async ({ page, request }) => {
  const id = uniq();
  const title = `Rendieren bij Abisko ${id}`;
  const slug = `rendieren-bij-abisko-${id}`;
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const galleryPhoto = ((await (await request.get('/api/admin/gallery/picker?limit=1&stored=1&type=photo', { headers: auth })).json()) as { items: { title: string; mediaHash: string }[] }).items[0]!;

  await signInAsAdmin(page);
  await page.goto('/admin/blog/new');
  await page.locator('#blog-title-nl').fill(title);
  const editor = page.getByRole('textbox', { name: 'Content (NL)' });
  await editor.click();
  await page.keyboard.type('Een koude ochtend.');

  // Upload a photo into the text: the cursor is after it, so typing does not replace it.
  await page.getByTestId('editor-image-input').first().setInputFiles({ name: `IMG_${id}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(200, 210, 220, 320, 200) });
  const figures = editor.getByTestId('editor-figure');
  await expect(figures).toHaveCount(1, { timeout: 60_000 });
  await page.keyboard.type('Daarna liepen we verder.');
  await expect(figures).toHaveCount(1);
  await expect(editor.locator('p', { hasText: 'Daarna liepen we verder.' })).toHaveCount(1);
  await expect(figures.getByLabel('Alt text (what the photo shows)')).toHaveValue('');

  // Selected, the photo is not replaced by a key press; Backspace says so and Undo brings it back.
  await figures.locator('img').click();
  await expect(figures).toHaveClass(/ring-2/);
  await page.keyboard.type('x');
  await expect(figures).toHaveCount(1);
  await expect(editor.locator('p', { hasText: 'xDaarna liepen we verder.' })).toHaveCount(1);
  await editor.locator('p', { hasText: 'Een koude ochtend.' }).click();
  await figures.locator('img').click();
  await expect(figures).toHaveClass(/ring-2/);
  await page.keyboard.press('Backspace');
  await expect(figures).toHaveCount(0);
  await expect(toastText(page, 'Photo removed from the text')).toBeVisible();
  await page.getByRole('button', { name: 'Undo', exact: true }).last().click();
  await expect(figures).toHaveCount(1);

  await figures.getByLabel('Alt text (what the photo shows)').fill('Rendieren in de sneeuw');
  await figures.getByLabel('Caption (optional)').fill('Abisko, maart');

  // A photo from the gallery, by its media key.
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.getByRole('toolbar').first().getByRole('button', { name: 'Choose from gallery' }).click();
  const picker = page.getByTestId('gallery-picker');
  await picker.getByLabel('Search photos').fill(galleryPhoto.title.split(' ')[0]!);
  await picker.getByRole('button', { name: `Choose ${galleryPhoto.title}` }).first().click();
  await picker.getByRole('button', { name: 'Insert 1 photo' }).click();
  await expect(figures).toHaveCount(2);

  // Published in Dutch only: asked once.
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Create' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask.getByRole('heading', { name: 'Publish in Dutch only?' })).toBeVisible();
  await ask.getByRole('button', { name: 'Publish in Dutch only' }).click();
  await expect(toastText(page, 'Blog post created successfully')).toBeVisible();

  const dutch = await page.context().newPage();
  await dutch.goto(`/nl/blog/${slug}`);
  const figure = dutch.locator('.rich-text figure').first();
  await expect(figure.locator('img')).toHaveAttribute('alt', 'Rendieren in de sneeuw');
  await expect(figure.locator('figcaption')).toHaveText('Abisko, maart');
  await expect(dutch.locator(`.rich-text img[data-media="${galleryPhoto.mediaHash}"]`)).toHaveCount(1);

  // On the English pages the Dutch text says it is Dutch.
  await dutch.goto(`/en/blog/${slug}`);
  await expect(dutch.locator('html')).toHaveAttribute('lang', 'en');
  await expect(dutch.getByRole('heading', { level: 1, name: title })).toHaveAttribute('lang', 'nl');
  await expect(dutch.locator('.rich-text')).toHaveAttribute('lang', 'nl');
  await expect(dutch.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
  await dutch.goto('/en');
  await expect(dutch.locator('#latest-posts').getByRole('link', { name: title })).toHaveAttribute('lang', 'nl');
  await dutch.close();

  const posts = (await (await request.get('/api/admin/blog/posts', { headers: auth })).json()) as { id: number; title: string; languages: string[] }[];
  const mine = posts.find((p) => p.title === title)!;
  expect(mine.languages).toEqual(['nl']);
  await request.delete(`/api/admin/blog/posts/${mine.id}`, { headers: auth });
});
