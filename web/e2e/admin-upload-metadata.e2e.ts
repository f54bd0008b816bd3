import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, signInAsAdmin, toastText, uniq } from './fixtures';

/** A photo as Lightroom exports it: title, caption, keywords (also hierarchical), place and country in XMP. */
async function lightroomJpeg(id: string): Promise<Buffer> {
  const xmp =
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:lr="http://ns.adobe.com/lightroom/1.0/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/">' +
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Puffin with sand eels ${id}</rdf:li></rdf:Alt></dc:title>` +
    '<dc:description><rdf:Alt><rdf:li xml:lang="x-default">A puffin returns to its burrow at dusk.</rdf:li></rdf:Alt></dc:description>' +
    `<dc:subject><rdf:Bag><rdf:li>lunnefagel ${id}</rdf:li><rdf:li>Seabird colony ${id}</rdf:li></rdf:Bag></dc:subject>` +
    `<lr:hierarchicalSubject><rdf:Bag><rdf:li>Vogels ${id}|lunnefagel ${id}</rdf:li></rdf:Bag></lr:hierarchicalSubject>` +
    '<photoshop:City>Vardø</photoshop:City><photoshop:Country>Norway</photoshop:Country><Iptc4xmpCore:Location>Hornøya</Iptc4xmpCore:Location>' +
    '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
  return sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 40, g: 70, b: 110 } } }).jpeg().withXmp(xmp).toBuffer();
}

test('a Lightroom export fills the draft: title, caption, place, country in three languages, and categories from keywords', async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = uniq();
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  // Categories named in Swedish and Dutch: the keywords match them whatever the case and accents.
  const puffin = await (await request.post('/api/admin/categories', { headers: auth, data: { name: `Papegaaiduiker ${id}`, nameEn: `Puffin ${id}`, nameSv: `Lunnefågel ${id}`, type: 'animal' } })).json();
  const birds = await (await request.post('/api/admin/categories', { headers: auth, data: { name: `Vogels ${id}`, type: 'animal' } })).json();

  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).click();
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Media' });
  await dialog.locator('#upload-files').setInputFiles([{ name: `IMG_4711_${id}.jpg`, mimeType: 'image/jpeg', buffer: await lightroomJpeg(id) }]);

  const found = dialog.getByTestId('upload-embedded');
  await expect(found.getByTestId('upload-embedded-file')).toContainText(`Puffin with sand eels ${id} · Hornøya, Vardø, Norway`);
  await expect(found.getByTestId('upload-embedded-file')).toContainText(`Papegaaiduiker ${id}`);
  // The keyword that names no category is offered, not created.
  const offer = found.getByRole('button', { name: `Create the category Seabird colony ${id}` });
  await expect(offer).toBeVisible();
  let categories = (await (await request.get('/api/admin/categories', { headers: auth })).json()) as { id: number; name: string }[];
  expect(categories.some((c) => c.name === `Seabird colony ${id}`)).toBe(false);
  await offer.click();
  await expect(toastText(page, `Category "Seabird colony ${id}" created`)).toBeVisible();
  await expect(offer).toHaveCount(0);
  categories = (await (await request.get('/api/admin/categories', { headers: auth })).json()) as { id: number; name: string }[];
  const seabirds = categories.find((c) => c.name === `Seabird colony ${id}`)!;

  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(toastText(page, 'Upload Complete')).toBeVisible({ timeout: 60_000 });

  const items = (await (await request.get('/api/admin/gallery/items', { headers: auth })).json()) as Record<string, unknown>[];
  const item = items.find((i) => i.title === `Puffin with sand eels ${id}`)!;
  expect(item).toMatchObject({ description: 'A puffin returns to its burrow at dusk.', location: 'Hornøya, Vardø', country: 'Noorwegen', countryEn: 'Norway', countrySv: 'Norge' });
  expect(((item.categories as { id: number }[]) ?? []).map((c) => c.id).sort()).toEqual([puffin.id, birds.id, seabirds.id].sort());
});
