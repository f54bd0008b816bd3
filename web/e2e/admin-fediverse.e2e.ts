import { type Client, createClient } from '@libsql/client';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminToken, confirmDialog, e2eDatabaseUrl, signInAsAdmin, toastText, uniq, waitForDemoContent } from './fixtures';

/*
 * The fediverse account on the site and in the back-office. Followers are seeded in the e2e
 * server's database (a signed Follow needs a remote server whose keys the site may fetch, which
 * ACTIVITYPUB_ALLOW_PRIVATE keeps off here; server/src/fediverse/*.test.ts send real ones). Their
 * instances are under .example, which never resolves: every delivery to them is dropped by the
 * site's own address check, so nothing leaves this machine.
 */

const FOLLOW_TEXT = { en: 'Follow on the fediverse:', sv: 'Följ i fediversum:', nl: 'Volg op de fediverse:' } as const;

let db: Client;
const run = uniq();
const hosts = { mastodon: `mastodon-${run}.example`, pixelfed: `pixelfed-${run}.example` };
const photoIds: number[] = [];
const followers = (n: number) => `${n} follower${n === 1 ? '' : 's'}`;

async function overview(request: APIRequestContext) {
  const res = await request.get('/api/admin/fediverse', { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { account: string | null; followers: number; waitingTotal: number; waiting: { title: string }[]; lastExpectedAt: string | null; spreadMinutes: number };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForDemoContent(request);
  db = createClient({ url: e2eDatabaseUrl() });
});

test.afterAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const id of photoIds) await request.delete(`/api/admin/gallery/items/${id}`, { headers });
  await db.execute({ sql: 'DELETE FROM fedi_followers WHERE host IN (?, ?)', args: [hosts.mastodon, hosts.pixelfed] });
  await db.execute({ sql: 'DELETE FROM fedi_blocked_instances WHERE host IN (?, ?)', args: [hosts.mastodon, hosts.pixelfed] });
  await db.execute({ sql: 'DELETE FROM fedi_interactions WHERE actor_id LIKE ?', args: [`https://${hosts.mastodon}/%`] });
  db.close();
});

test('the home page and the footer name the account in English, Swedish and Dutch, with and without scripts', async ({ page, request }) => {
  const { account } = await overview(request);
  expect(account).toMatch(/^@photos@/);
  for (const language of ['en', 'sv', 'nl'] as const) {
    const line = `${FOLLOW_TEXT[language]} ${account}`;
    // As the server sends it (no scripts needed).
    const html = await (await request.get(`/${language}`)).text();
    expect(html).toContain(FOLLOW_TEXT[language]);
    expect(html).toContain(`${account}</span>`);
    await page.goto(`/${language}`);
    await expect(page.locator('#contact').getByTestId('fediverse-follow')).toHaveText(line);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('footer').getByTestId('fediverse-follow')).toHaveText(line);
  }
});

test('Fediverse in the back-office: followers by instance, remove one, block and unblock an instance, and what waits to go out', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Whatever the demo content published went out before anyone followed (with no followers, at once).
  await expect.poll(async () => (await overview(request)).waitingTotal, { timeout: 60_000 }).toBe(0);
  const before = (await overview(request)).followers;
  const follower = (name: string, host: string, followedAt: number) =>
    db.execute({
      sql: 'INSERT INTO fedi_followers (actor_id, inbox, shared_inbox, handle, name, host, followed_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      args: [`https://${host}/users/${name}`, `https://${host}/users/${name}/inbox`, `https://${host}/inbox`, `@${name}@${host}`, `Fan ${name}`, host, followedAt],
    });
  await follower('ana', hosts.mastodon, Date.UTC(2026, 2, 14, 9));
  await follower('bo', hosts.mastodon, Date.UTC(2026, 4, 2, 9));
  await follower('cees', hosts.pixelfed, Date.UTC(2026, 5, 20, 9));

  // Two photos published one after the other: the first goes out, the second waits its turn.
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const n of [1, 2]) {
    const res = await request.post('/api/admin/gallery/items', { headers, data: { url: `https://cdn.example/${run}/${n}.jpg`, title: `Fjell ${run} ${n}`, titleEn: `Fell ${run} ${n}`, isPublished: true } });
    expect(res.ok(), await res.text()).toBeTruthy();
    photoIds.push(((await res.json()) as { id: number }).id);
  }
  await expect.poll(async () => (await overview(request)).waiting.map((w) => w.title), { timeout: 30_000 }).toEqual([`Fell ${run} 2`]);

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Fediverse' }).click();
  await expect(page).toHaveURL(/\/admin\/fediverse$/);
  await expect(page.getByRole('heading', { name: 'Fediverse', level: 1 })).toBeVisible();
  await expect(page.getByTestId('fedi-followers-count')).toHaveText(followers(before + 3));
  await expect(page.getByText(`${hosts.mastodon}: 2 followers`)).toBeVisible();
  await expect(page.getByText(`${hosts.pixelfed}: 1 follower`)).toBeVisible();
  const table = page.getByTestId('fedi-followers');
  const row = (name: string) => table.getByRole('row').filter({ hasText: `@${name}@` });
  await expect(row('ana')).toContainText(`Fan ana @ana@${hosts.mastodon}`);
  await expect(row('ana').getByRole('cell').nth(1)).toHaveText(hosts.mastodon);
  await expect(row('ana').getByRole('cell').nth(2)).toHaveText('Mar 14, 2026');
  await expect(row('cees').getByRole('cell').nth(1)).toHaveText(hosts.pixelfed);

  // What waits: the second photo, with when it is expected, and the pace.
  const waiting = page.getByTestId('fedi-waiting');
  await expect(waiting).toContainText('1 new post waits; one goes out every 10 minutes so timelines are not flooded.');
  await expect(page.getByRole('listitem').filter({ hasText: `Fell ${run} 2` })).toBeVisible();
  await expect(page.getByTestId('fedi-waiting-more')).toHaveCount(0);

  // An import of 60 more, published in one bulk job: they queue behind it; the first 50 are listed, and the rest summed up with when the last should go.
  const imported: number[] = [];
  for (let n = 1; n <= 60; n++) {
    const res = await request.post('/api/admin/gallery/items', { headers, data: { url: `https://cdn.example/${run}/import-${n}.jpg`, title: `Import ${run} ${n}`, titleEn: `Import ${run} ${n}`, isPublished: false } });
    expect(res.ok(), await res.text()).toBeTruthy();
    imported.push(((await res.json()) as { id: number }).id);
  }
  photoIds.push(...imported);
  const job = await request.post('/api/admin/gallery/bulk-jobs', { headers, data: { action: 'publish', selection: { itemIds: imported } } });
  expect(job.status()).toBe(202);
  await expect.poll(async () => (await overview(request)).waitingTotal, { timeout: 30_000 }).toBe(61);
  const { lastExpectedAt } = await overview(request);
  await page.reload();
  await expect(waiting).toContainText('61 new posts wait; one goes out every 10 minutes so timelines are not flooded.');
  await expect(page.getByTestId('fedi-waiting-list').getByRole('listitem')).toHaveCount(50);
  const last = await page.evaluate((at) => new Date(at!).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }), lastExpectedAt);
  await expect(page.getByTestId('fedi-waiting-more')).toHaveText(`…and 11 more; the last should go out ${last}.`);

  // Remove one follower: asked first, then gone from the list and the count.
  await row('bo').getByRole('button', { name: `Remove @bo@${hosts.mastodon}?` }).click();
  await confirmDialog(page, `Remove @bo@${hosts.mastodon}?`, 'Remove');
  await expect(row('bo')).toHaveCount(0);
  await expect(page.getByTestId('fedi-followers-count')).toHaveText(followers(before + 2));
  await expect(page.getByText(`${hosts.mastodon}: 1 follower`)).toBeVisible();

  // Block an instance by name: its follower goes, it is listed as blocked.
  await page.getByLabel('Block an instance').fill(`  ${hosts.pixelfed.toUpperCase()} `);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await confirmDialog(page, `Block ${hosts.pixelfed.toUpperCase()}?`, 'Block');
  await expect(toastText(page, `${hosts.pixelfed} blocked; 1 follower removed`)).toBeVisible();
  await expect(row('cees')).toHaveCount(0);
  await expect(page.getByTestId('fedi-followers-count')).toHaveText(followers(before + 1));
  const blocked = page.getByTestId('fedi-blocked');
  await expect(blocked).toContainText(hosts.pixelfed);
  expect((await db.execute({ sql: 'SELECT count(*) AS n FROM fedi_followers WHERE host = ?', args: [hosts.pixelfed] })).rows[0]!.n).toBe(0);

  // A host that is not one is refused next to the field, with what was typed kept.
  await page.getByLabel('Block an instance').fill('not a host!');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await confirmDialog(page, 'Block not a host!?', 'Block');
  await expect(page.getByText('Enter the instance as a host name, for example mastodon.example')).toBeVisible();
  await expect(page.getByLabel('Block an instance')).toHaveValue('not a host!');

  // Unblock: the list is empty again.
  await blocked.getByRole('listitem').filter({ hasText: hosts.pixelfed }).getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByTestId('fedi-blocked').getByText(hosts.pixelfed)).toHaveCount(0);
  expect((await db.execute({ sql: 'SELECT count(*) AS n FROM fedi_blocked_instances WHERE host = ?', args: [hosts.pixelfed] })).rows[0]!.n).toBe(0);

  // Replies, likes and boosts of the photo that went out are counted on its edit page (and nowhere public).
  const postedRow = async () => (await db.execute({ sql: "SELECT id, state FROM fedi_objects WHERE kind = 'photo' AND ref_id = ?", args: [photoIds[0]!] })).rows[0];
  await expect.poll(async () => (await postedRow())?.state, { timeout: 30_000 }).toBe('sent');
  const objectId = Number((await postedRow())!.id);
  for (const [kind, n] of [['reply', 1], ['like', 2]] as const) {
    for (let i = 0; i < n; i++) {
      await db.execute({ sql: 'INSERT INTO fedi_interactions (object_id, kind, activity_id, actor_id) VALUES (?, ?, ?, ?)', args: [objectId, kind, `https://${hosts.mastodon}/activities/${kind}-${i}`, `https://${hosts.mastodon}/users/ana`] });
    }
  }
  await page.goto(`/admin/gallery/${photoIds[0]}/edit`);
  await expect(page.getByTestId('fedi-interactions')).toHaveText('On the fediverse: 1 reply, 2 likes, 0 boosts');
});
