import { expect, test } from '@playwright/test';
import { adminToken, signInAsAdmin, toastText } from './fixtures';

test('the Swedish About intro and a destination edited in Site texts show on the Swedish home page, and the English one stays', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const before = await (await request.get('/api/admin/site-texts', { headers: auth })).json();
  try {
    await signInAsAdmin(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Site texts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site texts' })).toBeVisible();

    await page.getByLabel('Introduction (SV)').fill('Jag har följt fjällens ljus sedan barndomen.');
    // Iceland's Swedish name only: the English page keeps its own.
    const island = page.locator('input[lang="sv"][value="Island"]');
    await expect(island).toHaveCount(1);
    await island.fill('Island (Sagaön)');
    // A Dutch text is required: an emptied one is refused beside its field and nothing is saved.
    await page.getByLabel('Headline (NL)', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save site texts' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The Dutch text is required' })).toBeVisible();
    await expect(page.getByLabel('Introduction (SV)')).toHaveValue('Jag har följt fjällens ljus sedan barndomen.');
    await page.getByLabel('Headline (NL)', { exact: true }).fill('Het wilde licht van het noorden');
    await page.getByRole('button', { name: 'Save site texts' }).click();
    await expect(toastText(page, 'Site texts saved: the public pages show them now')).toBeVisible();

    const visitor = await page.context().newPage();
    await visitor.goto('/sv');
    const about = visitor.locator('#about');
    await expect(about.getByText('Jag har följt fjällens ljus sedan barndomen.')).toBeVisible();
    // Destinations in Swedish alphabetical order, the edited one among them.
    const names = await about.getByTestId('destinations').locator('li').allTextContents();
    expect(names).toContain('Island (Sagaön)');
    expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare));
    expect(names.indexOf('Österrike')).toBeGreaterThan(names.indexOf('Tyskland'));

    await visitor.goto('/en');
    const english = visitor.locator('#about');
    await expect(english.getByText('For more than thirty years I have followed the light')).toBeVisible();
    await expect(english).not.toContainText('fjällens');
    await expect(english).not.toContainText('Sagaön');
    await expect(english.getByTestId('destinations').getByText('Iceland', { exact: true })).toBeVisible();
    await visitor.close();
  } finally {
    expect((await request.put('/api/admin/site-texts', { headers: auth, data: before })).ok()).toBeTruthy();
  }
});
