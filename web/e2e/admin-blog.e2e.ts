import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, signInAsAdmin, toastText, uniq } from './fixtures';

async function fillLanguage(page: Page, tab: string, lang: string, title: string, excerpt: string, body: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.locator(`#blog-title-${lang}`).fill(title);
  await page.locator(`#blog-excerpt-${lang}`).fill(excerpt);
  const editor = page.getByRole('textbox', { name: `Content (${lang.toUpperCase()})` });
  await editor.click();
  await page.keyboard.type(body);
}

test('create, publish, edit and delete a post in three languages', async ({ page, request }) => {
  const id = uniq();
  const titleNl = `Noorderlicht boven Tromsø ${id}`;
  const slug = `noorderlicht-boven-troms-${id}`;
  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Blog Posts' }).click();
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);

  // Dutch title and content are required.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toastText(page, 'Dutch title and content are required')).toBeVisible();

  await fillLanguage(page, 'Nederlands (required)', 'nl', titleNl, 'Korte samenvatting', 'Het noorderlicht danste boven de fjord.');
  await expect(page.getByTestId('slug-preview')).toHaveValue(slug);

  // Bold text and a link through the toolbar.
  const nlEditor = page.getByRole('textbox', { name: 'Content (NL)' });
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bold' }).first().click();
  await page.keyboard.type('Vet');
  page.once('dialog', (dialog) => dialog.accept('javascript:alert(1)'));
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link' }).first().click();
  await expect(toastText(page, 'Only http, https and mailto links are allowed')).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept('https://example.com/aurora'));
  await page.getByRole('button', { name: 'Link' }).first().click();
  await expect(nlEditor.locator('a[href="https://example.com/aurora"] strong, strong a[href="https://example.com/aurora"]')).toHaveCount(1);
  // Only YouTube videos can be embedded.
  page.once('dialog', (dialog) => dialog.accept('https://vimeo.com/123456'));
  await page.getByRole('button', { name: 'Embed video' }).first().click();
  await expect(toastText(page, 'Only YouTube video links can be embedded')).toBeVisible();

  await fillLanguage(page, 'English', 'en', `Northern lights over Tromsø ${id}`, 'Short summary', 'The aurora danced above the fjord.');
  await fillLanguage(page, 'Svenska', 'sv', `Norrsken över Tromsø ${id}`, 'Kort sammanfattning', 'Norrskenet dansade över fjorden.');
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toastText(page, 'Blog post created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  const row = page.getByTestId('blog-row').filter({ hasText: titleNl });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  // Each language on the public blog, as a visitor who chose it sees the post.
  for (const [language, title, text] of [
    ['nl', titleNl, 'Het noorderlicht danste'],
    ['en', `Northern lights over Tromsø ${id}`, 'The aurora danced'],
    ['sv', `Norrsken över Tromsø ${id}`, 'Norrskenet dansade'],
  ] as const) {
    const visitor = await page.context().newPage();
    await visitor.addInitScript((l) => localStorage.setItem('language', l), language);
    await visitor.goto(`/blog/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText(text)).toBeVisible();
    await expect(visitor.locator('html')).toHaveAttribute('lang', language);
    await visitor.close();
  }

  // Edit the English title.
  await row.getByRole('link', { name: /^Edit/ }).click();
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.locator('#blog-title-en')).toHaveValue(`Northern lights over Tromsø ${id}`);
  await page.locator('#blog-title-en').fill(`Aurora above Tromsø ${id}`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toastText(page, 'Blog post updated successfully')).toBeVisible();
  expect((await (await request.get(`/api/blog/posts/${slug}?language=en`)).json()).title).toBe(`Aurora above Tromsø ${id}`);

  // Unpublish: a draft is not public.
  await page.getByTestId('blog-row').filter({ hasText: titleNl }).getByRole('link', { name: /^Edit/ }).click();
  await page.getByLabel('Published').uncheck();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByTestId('blog-row').filter({ hasText: titleNl }).getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByTestId('blog-row').filter({ hasText: titleNl })).toContainText('Not published');
  expect((await request.get(`/api/blog/posts/${slug}?language=en`)).status()).toBe(404);

  // Delete with the spec's confirmation.
  await page.getByTestId('blog-row').filter({ hasText: titleNl }).getByRole('button', { name: /^Delete/ }).click();
  await confirmDialog(page, 'Are you sure you want to delete this post?');
  await expect(toastText(page, 'Blog post deleted')).toBeVisible();
  await expect(page.getByTestId('blog-row').filter({ hasText: titleNl })).toHaveCount(0);
});

test('leaving an unsaved post asks first, for links and for Back', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/blog');
  await page.getByRole('link', { name: 'New Post' }).click();
  await page.locator('#blog-title-nl').fill('Half af');
  const prompt = page.getByRole('alertdialog').filter({ hasText: 'You have unsaved changes. Leave this page?' });

  await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.locator('#blog-title-nl')).toHaveValue('Half af');

  await page.goBack();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
});
