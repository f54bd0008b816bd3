import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API, type ClientGalleryAdmin, type Product, type UploadResult } from '@portfolio/shared';
import Ajv2020 from 'ajv/dist/2020';
import { createTestApp, testSite, testStaticRoot } from '../../test/app';
import { makeCategory, makeItem, makePost } from '../../test/factories';
import { createApp } from '../app';
import { adminToken, makeJpeg, makeTestCtx, multipart, type TestCtx } from '../media/media-test-kit';

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }>; security?: object[] };
type Doc = { paths: Record<string, Record<string, Operation>>; components?: object };

const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = new Map<object, ReturnType<typeof ajv.compile>>();

/** The route's path as the document writes it: `:id` and `:file{regex}` become `{id}`, `{file}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^/]*\})?/g, '{$1}');

/** What Fedify answers for any method (WebFinger, NodeInfo, ActivityPub): described by those standards, not here. */
const PROTOCOL_PATHS = new Set(['/.well-known/webfinger', '/.well-known/nodeinfo', '/nodeinfo/2.1']);

/**
 * The schema with every object closed where it does not say otherwise: an answer that carries a field
 * its contract does not name (a hash, a private note) fails, as does a contract that misses one.
 */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([name, property]) => [name, closed(property)])) : closed(value)]));
  if ('properties' in copy && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

/**
 * Sends a request and checks the answer against the document. The operation names the status it
 * must answer (`'GET /api/admin/gallery/items/{id} 404'`); that status must be declared for the
 * operation, its content type among the declared ones and a JSON body valid against the declared
 * schema, errors included.
 */
async function checked(doc: Doc, request: (url: string, init: RequestInit) => Response | Promise<Response>, operation: string, url: string, init: RequestInit = {}) {
  const [method, path, expected] = operation.split(' ') as [string, string, string];
  const op = doc.paths[path]?.[method.toLowerCase()];
  expect({ operation, declared: Boolean(op) }).toEqual({ operation, declared: true });
  const res = await request(url, { method, ...init });
  if (res.status !== Number(expected)) expect({ operation, url, status: res.status, body: await res.clone().text() }).toEqual({ operation, url, status: Number(expected), body: expect.anything() });
  const declared = op!.responses[String(res.status)];
  expect({ operation, url, status: res.status, declared: Boolean(declared) }).toEqual({ operation, url, status: res.status, declared: true });
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const text = res.status === 204 || res.status === 304 ? '' : await res.text();
  const content = declared!.content;
  if (!content) {
    expect({ operation, body: text }).toEqual({ operation, body: '' });
    return { res, body: null as any };
  }
  const types = Object.keys(content).map((t) => t.split(';')[0]!.trim());
  expect({ operation, url, type: types.includes(type) ? 'declared' : type }).toEqual({ operation, url, type: 'declared' });
  if (type !== 'application/json') return { res, body: text as any };
  const body = JSON.parse(text);
  const schema = content['application/json']!.schema;
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({ ...(closed(schema) as object), components: doc.components });
    validators.set(schema, validate);
  }
  expect({ operation, url, status: res.status, errors: validate(body) ? null : validate.errors }).toEqual({ operation, url, status: res.status, errors: null });
  return { res, body };
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document that declares every route of the app', async () => {
    const t = await createTestApp();
    const res = await t.get('/api/openapi.json');
    expect(res.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    // Every route the app registers is in the document, so a route added without its declaration fails here.
    const doc = res.body as Doc;
    const undeclared = new Set<string>();
    for (const route of t.app.routes) {
      // Left out: middleware (`/api/admin/*`, `/api/*`), and the catch-alls that serve the site's HTML
      // pages, its built files and the page forms' posts (`GET /*`, `POST /*`, `/ap/*`): they are the
      // website, not the API, and have no fixed path to describe.
      if (route.path.includes('*')) continue;
      if (route.method === 'ALL') {
        if (!PROTOCOL_PATHS.has(route.path)) undeclared.add(`ALL ${route.path}`);
        continue;
      }
      if (!doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]) undeclared.add(`${route.method} ${openApiPath(route.path)}`);
    }
    expect([...undeclared]).toEqual([]);

    // Admin routes name the bearer scheme; public ones do not.
    expect(Object.keys((res.body as { components: { securitySchemes: object } }).components.securitySchemes)).toEqual(['bearerAuth']);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const signedIn = path.startsWith('/api/admin/') && path !== API.admin.login;
        expect({ method, path, bearer: Boolean(op.security?.length) }).toEqual({ method, path, bearer: signedIn });
        // Every refusal is the `{ message }` envelope (but a file's 416, a range it does not have: no body, as HTTP has it).
        for (const [status, answer] of Object.entries(op.responses)) {
          if (Number(status) < 400 || status === '416') continue;
          expect({ method, path, status, envelope: Boolean(answer.content?.['application/json']) }).toEqual({ method, path, status, envelope: true });
        }
      }
    }
  });

  it('declares the schemas the public answers have', async () => {
    const t = await createTestApp();
    const category = await makeCategory(t.db);
    const item = await makeItem(t.db, {}, [category.id]);
    await makePost(t.db, { slug: 'a-post', isPublished: true });
    const doc = (await t.get('/api/openapi.json')).body as Doc;
    const ask = (url: string, init: RequestInit) => t.app.request(url, init);
    const sample: [string, string][] = [
      ['GET /api/hero-images 200', '/api/hero-images?language=sv'],
      ['GET /api/gallery/items 200', '/api/gallery/items?language=en&limit=2'],
      ['GET /api/gallery/items 200', '/api/gallery/items?language=en'],
      ['GET /api/gallery/facets 200', '/api/gallery/facets?language=nl'],
      ['GET /api/gallery/items/{id} 200', `/api/gallery/items/${item.id}?language=en`],
      ['GET /api/gallery/items/{id} 404', '/api/gallery/items/999999?language=en'],
      ['GET /api/gallery/items/{id}/neighbours 200', `/api/gallery/items/${item.id}/neighbours?language=en`],
      ['GET /api/gallery/items/{id}/context 200', `/api/gallery/items/${item.id}/context?language=en`],
      ['GET /api/gallery/categories 200', '/api/gallery/categories?language=en'],
      ['GET /api/blog/posts 200', '/api/blog/posts?language=en'],
      ['GET /api/blog/posts/{slug} 200', '/api/blog/posts/a-post?language=en'],
      ['POST /api/blog/posts/{slug}/view 200', '/api/blog/posts/a-post/view'],
      ['GET /api/collections 200', '/api/collections?language=en'],
      ['GET /api/map 200', '/api/map?language=en'],
      ['GET /api/map 400', '/api/map?language=en&view=nowhere'],
      ['GET /api/map/world.svg 200', '/api/map/world.svg'],
      ['GET /api/site-settings 200', '/api/site-settings'],
      ['GET /api/site-texts 200', '/api/site-texts?language=sv'],
      ['GET /api/site-config 200', '/api/site-config'],
      ['GET /api/page-data 200', '/api/page-data?path=/en/gallery'],
      ['GET /api/health 200', '/api/health'],
      ['GET /healthz 200', '/healthz'],
      ['GET /api/shop/offers/{id} 200', `/api/shop/offers/${item.id}?language=en`],
      ['GET /api/shop/cart 200', '/api/shop/cart?language=en'],
      ['GET /robots.txt 200', '/robots.txt'],
      ['GET /sitemap.xml 200', '/sitemap.xml'],
      ['GET /en/rss.xml 200', '/en/rss.xml'],
      ['GET /api/openapi.json 200', '/api/openapi.json'],
    ];
    for (const [operation, url] of sample) await checked(doc, ask, operation, url);
    const post = (body: unknown) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await checked(doc, ask, 'POST /api/contact 201', '/api/contact', post({ name: 'Ann', email: 'ann@example.org', subject: 'licensing', message: 'Do you sell prints of the fox?' }));
    await checked(doc, ask, 'POST /api/contact 400', '/api/contact', post({ name: '', email: 'no' }));
    await checked(doc, ask, 'POST /api/newsletter/subscribe 200', '/api/newsletter/subscribe', post({ email: 'reader@example.org', language: 'sv', consent: true }));
    await checked(doc, ask, 'POST /api/newsletter/confirm 404', '/api/newsletter/confirm', post({ token: 'x'.repeat(43) }));
    await checked(doc, ask, 'POST /api/events 204', '/api/events', post({ events: [{ type: 'pageview', path: '/en/gallery', language: 'en' }] }));
    await checked(doc, ask, 'POST /api/events 400', '/api/events', { ...post({}), body: '{' });
    await checked(doc, ask, 'GET /api/admin/me 401', '/api/admin/me');
  });
});

describe('real answers of the back-office, the client galleries and the shop', () => {
  let ctx: TestCtx;
  let app: ReturnType<typeof createApp>;
  let doc: Doc;
  let auth: Record<string, string>;
  const as = (headers: Record<string, string>) => (url: string, init: RequestInit) => app.request(url, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const admin = (operation: string, url: string, init: RequestInit = {}) => checked(doc, as(auth), operation, url, init);

  beforeAll(async () => {
    ctx = await makeTestCtx({ env: { STATIC_ROOT: testStaticRoot(), SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'owner@example.org' } });
    app = createApp({ ...ctx, site: await testSite() });
    auth = { Authorization: `Bearer ${await adminToken(ctx)}` };
    doc = (await (await app.request('/api/openapi.json')).json()) as Doc;
  }, 60_000);
  afterAll(() => ctx.cleanup());

  it('the back-office', async () => {
    // Users and signing in.
    const user = (await admin('POST /api/admin/users 201', API.admin.users, json('POST', { username: 'editor', password: 'long-enough-password-42', fullName: 'Ed' }))).body;
    await admin('POST /api/admin/users 409', API.admin.users, json('POST', { username: 'editor', password: 'long-enough-password-42' }));
    await admin('POST /api/admin/users 400', API.admin.users, json('POST', {}));
    await checked(doc, as({}), 'POST /api/admin/login 200', API.admin.login, json('POST', { username: 'editor', password: 'long-enough-password-42' }));
    await checked(doc, as({}), 'POST /api/admin/login 401', API.admin.login, json('POST', { username: 'editor', password: 'wrong' }));
    await checked(doc, as({}), 'GET /api/admin/me 401', API.admin.me);
    await admin('GET /api/admin/me 200', API.admin.me);
    await admin('GET /api/admin/users 200', API.admin.users);
    await admin('GET /api/admin/users/{id} 200', API.admin.user(user.id));
    await admin('GET /api/admin/users/{id} 404', API.admin.user(999_999));
    await admin('PUT /api/admin/users/{id} 200', API.admin.user(user.id), json('PUT', { fullName: 'Edith' }));
    await admin('DELETE /api/admin/users/{id}/sessions 200', API.admin.userSessions(user.id), { method: 'DELETE' });
    await admin('POST /api/admin/media-access 200', API.admin.mediaAccess);

    // Media.
    const bytes = await makeJpeg({ width: 900, height: 600, seed: 7 });
    const upload = (await admin('POST /api/admin/upload 200', API.admin.upload, { body: multipart('file', [{ name: 'fox.jpg', bytes, type: 'image/jpeg' }]) })).body as UploadResult;
    await admin('POST /api/admin/upload 400', API.admin.upload, { body: multipart('other', [{ name: 'fox.jpg', bytes, type: 'image/jpeg' }]) });
    await admin('POST /api/admin/upload/bulk 200', API.admin.uploadBulk, { body: multipart('files', [{ name: 'fox2.jpg', bytes: await makeJpeg({ width: 600, height: 600, seed: 8 }), type: 'image/jpeg' }]) });
    await admin('POST /api/admin/media/lookup 200', API.admin.mediaLookup, json('POST', { hashes: [upload.hash] }));
    await admin('POST /api/admin/media/lookup 400', API.admin.mediaLookup, json('POST', { hashes: 'no' }));
    await admin('GET /api/admin/media/jobs 200', '/api/admin/media/jobs');

    // Gallery, categories, hero slides.
    const category = (await admin('POST /api/admin/categories 201', API.admin.categories, json('POST', { name: 'IJsland', nameEn: 'Iceland' }))).body;
    await admin('POST /api/admin/categories 400', API.admin.categories, json('POST', { name: '' }));
    await admin('GET /api/admin/categories 200', API.admin.categories);
    await admin('GET /api/admin/categories 200', `${API.admin.categories}?limit=1`);
    await admin('GET /api/admin/categories/{id} 200', API.admin.category(category.id));
    await admin('PUT /api/admin/categories/{id} 200', API.admin.category(category.id), json('PUT', { nameSv: 'Island' }));
    const item = (await admin('POST /api/admin/gallery/items 201', API.admin.galleryItems, json('POST', { mediaHash: upload.hash, title: 'Fox', isPublished: true, categoryIds: [category.id] }))).body;
    const second = (await admin('POST /api/admin/gallery/items 201', API.admin.galleryItems, json('POST', { mediaHash: upload.hash, title: 'Fox again', isPublished: false }))).body;
    await admin('GET /api/admin/gallery/items 200', API.admin.galleryItems);
    await admin('GET /api/admin/gallery/items 200', `${API.admin.galleryItems}?limit=1`);
    await admin('GET /api/admin/gallery/items/{id} 200', API.admin.galleryItem(item.id));
    await admin('GET /api/admin/gallery/items/{id} 404', API.admin.galleryItem(999_999));
    await admin('PUT /api/admin/gallery/items/{id} 200', API.admin.galleryItem(item.id), json('PUT', { titleSv: 'Räv' }));
    await admin('POST /api/admin/gallery/items/{id}/move 200', API.admin.galleryItemMove(second.id), json('POST', { afterId: item.id }));
    await admin('GET /api/admin/gallery/facets 200', API.admin.galleryFacets);
    await admin('GET /api/admin/gallery/picker 200', `${API.admin.galleryPicker}?q=fox`);
    await admin('PUT /api/admin/gallery/bulk-edit 200', API.admin.galleryBulkEdit, json('PUT', { itemIds: [second.id], updates: { isPublished: true } }));
    const job = (await admin('POST /api/admin/gallery/bulk-jobs 202', API.admin.galleryBulkJobs, json('POST', { selection: { itemIds: [second.id] }, action: 'unpublish' }))).body;
    await admin('GET /api/admin/gallery/bulk-jobs 200', API.admin.galleryBulkJobs);
    if (job?.id) await admin('GET /api/admin/gallery/bulk-jobs/{id} 200', API.admin.galleryBulkJob(job.id));
    const hero = (await admin('POST /api/admin/hero-images 201', API.admin.heroImages, json('POST', { mediaHash: upload.hash, alt: 'A fox' }))).body;
    await admin('GET /api/admin/hero-images 200', API.admin.heroImages);
    await admin('GET /api/admin/hero-images/{id} 200', API.admin.heroImage(hero.id));
    await admin('PUT /api/admin/hero-images/{id} 200', API.admin.heroImage(hero.id), json('PUT', { isActive: false }));
    await admin('DELETE /api/admin/hero-images/{id} 200', API.admin.heroImage(hero.id), { method: 'DELETE' });

    // Blog and collections.
    const post = (await admin('POST /api/admin/blog/posts 201', API.admin.blogPosts, json('POST', { titleNl: 'Noorderlicht', contentNl: '<p>Tekst</p>', isPublished: true }))).body;
    await admin('GET /api/admin/blog/posts 200', API.admin.blogPosts);
    await admin('GET /api/admin/blog/posts/{id} 200', API.admin.blogPost(post.id));
    await admin('PUT /api/admin/blog/posts/{id} 200', API.admin.blogPost(post.id), json('PUT', { titleEn: 'Northern lights' }));
    const collection = (await admin('POST /api/admin/collections 201', API.admin.collections, json('POST', { titleNl: 'Winter', introNl: '<p>IJs.</p>' }))).body;
    await admin('GET /api/admin/collections 200', API.admin.collections);
    await admin('GET /api/admin/collections/{id} 200', API.admin.collection(collection.id));
    await admin('PUT /api/admin/collections/{id} 200', API.admin.collection(collection.id), json('PUT', { titleEn: 'Winter' }));
    await admin('POST /api/admin/collections/{id}/items 200', API.admin.collectionItems(collection.id), json('POST', { itemIds: [item.id, second.id] }));
    await admin('GET /api/admin/collections/{id}/items 200', API.admin.collectionItems(collection.id));
    await admin('PUT /api/admin/collections/{id}/items/{itemId} 200', API.admin.collectionItem(collection.id, item.id), json('PUT', { index: 1 }));
    await admin('DELETE /api/admin/collections/{id}/items/{itemId} 200', API.admin.collectionItem(collection.id, item.id), { method: 'DELETE' });

    // Statistics.
    await admin('GET /api/admin/stats 200', API.admin.stats);
    await admin('GET /api/admin/stats/site 200', `${API.admin.siteStats}?days=30`);
    await admin('GET /api/admin/stats/site/{list} 200', API.admin.siteStatsList('pages'));
    await admin('GET /api/admin/stats/site/{list} 200', API.admin.siteStatsList('photos'));
    await admin('GET /api/admin/stats/site/{list} 400', API.admin.siteStatsList('nothing'));
    await admin('GET /api/admin/stats/gallery/{id} 200', API.admin.photoStats(item.id));
    await admin('GET /api/admin/stats/posts/{id} 200', API.admin.postStats(post.id));

    // Messages, subscribers, mail.
    await checked(doc, as({}), 'POST /api/contact 201', API.contact, json('POST', { name: 'Ann', email: 'ann@example.org', subject: 'licensing', message: 'Do you sell prints of the fox?' }));
    const messages = (await admin('GET /api/admin/contact/messages 200', API.admin.messages)).body;
    await admin('GET /api/admin/contact/messages/{id} 200', API.admin.message(messages[0].id));
    await admin('PUT /api/admin/contact/messages/{id} 200', API.admin.message(messages[0].id), json('PUT', { isRead: false }));
    await admin('DELETE /api/admin/contact/messages/{id} 200', API.admin.message(messages[0].id), { method: 'DELETE' });
    await checked(doc, as({}), 'POST /api/newsletter/subscribe 200', API.newsletterSubscribe, json('POST', { email: 'reader@example.org', language: 'nl', consent: true }));
    const subscribers = (await admin('GET /api/admin/subscribers 200', API.admin.subscribers)).body;
    await admin('GET /api/admin/subscribers 200', `${API.admin.subscribers}?limit=1`);
    await admin('GET /api/admin/subscribers/export.csv 200', API.admin.subscribersCsv);
    await admin('GET /api/admin/mail/status 200', API.admin.mailStatus);
    await admin('GET /api/admin/newsletter/sends 200', API.admin.newsletterSends);
    await admin('POST /api/admin/newsletter/sends 202', API.admin.newsletterSends, json('POST', { postId: post.id }));
    await admin('POST /api/admin/newsletter/sends/{id}/retry 404', API.admin.newsletterSendRetry(999_999));
    await admin('POST /api/admin/newsletter/test 202', API.admin.newsletterTest, json('POST', { postId: post.id, email: 'me@example.org' }));
    await admin('DELETE /api/admin/subscribers/{id} 204', API.admin.subscriber(subscribers.subscribers[0].id), { method: 'DELETE' });

    // Settings, texts, backups.
    await admin('GET /api/admin/settings 200', API.admin.settings);
    await admin('PUT /api/admin/settings 200', API.admin.settings, json('PUT', { photographerName: 'Ann' }));
    await admin('GET /api/admin/settings/watermark-logo 200', API.admin.watermarkLogo);
    await admin('POST /api/admin/settings/watermark-logo 415', API.admin.watermarkLogo, { body: multipart('file', [{ name: 'logo.txt', bytes: new TextEncoder().encode('not an image'), type: 'text/plain' }]) });
    await admin('GET /api/admin/site-texts 200', API.admin.siteTexts);
    await admin('PUT /api/admin/site-texts 200', API.admin.siteTexts, json('PUT', {}));
    await admin('GET /api/admin/backups 200', API.admin.backups);

    // The fediverse account.
    await admin('GET /api/admin/fediverse 200', API.admin.fediverse);
    await admin('GET /api/admin/fediverse/followers 200', API.admin.fediFollowers);
    await admin('POST /api/admin/fediverse/blocked 201', API.admin.fediBlocked, json('POST', { host: 'spam.example' }));
    await admin('DELETE /api/admin/fediverse/blocked/{host} 204', API.admin.fediBlockedHost('spam.example'), { method: 'DELETE' });
    await admin('DELETE /api/admin/fediverse/followers/{id} 404', API.admin.fediFollower(999_999), { method: 'DELETE' });
    await admin('GET /api/admin/fediverse/interactions/{kind}/{id} 200', API.admin.fediInteractions('photo', item.id));

    // Deletions last.
    await admin('DELETE /api/admin/blog/posts/{id} 200', API.admin.blogPost(post.id), { method: 'DELETE' });
    await admin('DELETE /api/admin/collections/{id} 200', API.admin.collection(collection.id), { method: 'DELETE' });
    await admin('DELETE /api/admin/gallery/items/{id} 200', API.admin.galleryItem(second.id), { method: 'DELETE' });
    await admin('DELETE /api/admin/categories/{id} 200', API.admin.category(category.id), { method: 'DELETE' });
    await admin('DELETE /api/admin/users/{id} 200', API.admin.user(user.id), { method: 'DELETE' });
    await admin('POST /api/admin/logout/everywhere 200', API.admin.logoutEverywhere);
    await checked(doc, as({}), 'GET /api/admin/stats 401', API.admin.stats);
  }, 120_000);

  it('a client gallery, from the back-office and the client’s browser', async () => {
    auth = { Authorization: `Bearer ${await adminToken(ctx)}` };
    const gallery = (await admin('POST /api/admin/client-galleries 201', API.admin.clientGalleries, json('POST', { name: 'Svalbard', language: 'en', password: 'walrus-at-dawn', downloads: 'original' }))).body as ClientGalleryAdmin;
    await admin('POST /api/admin/client-galleries 400', API.admin.clientGalleries, json('POST', { name: '' }));
    const bytes = await makeJpeg({ width: 1000, height: 700, seed: 21 });
    const upload = (await admin('POST /api/admin/upload 200', API.admin.upload, { body: multipart('file', [{ name: 'walrus.jpg', bytes, type: 'image/jpeg' }]) })).body as UploadResult;
    await admin('POST /api/admin/client-galleries/{id}/upload 201', API.admin.clientGalleryUpload(gallery.id), json('POST', { mediaHashes: [upload.hash] }));
    const photos = (await admin('GET /api/admin/client-galleries/{id}/photos 200', API.admin.clientGalleryPhotos(gallery.id))).body;
    await admin('GET /api/admin/client-galleries 200', API.admin.clientGalleries);
    await admin('GET /api/admin/client-galleries/{id} 200', API.admin.clientGallery(gallery.id));
    await admin('GET /api/admin/client-galleries/{id} 404', API.admin.clientGallery(999_999));
    await admin('PUT /api/admin/client-galleries/{id} 200', API.admin.clientGallery(gallery.id), json('PUT', { messageEn: 'Your walruses' }));
    await admin('GET /api/admin/client-galleries/{id}/downloads 200', API.admin.clientGalleryDownloads(gallery.id));
    await admin('POST /api/admin/client-galleries/{id}/send 200', API.admin.clientGallerySend(gallery.id), json('POST', { to: 'client@example.org' }));
    const name = (photos.items[0].thumbnailUrl ?? '').split('/').pop();
    if (name) await admin('GET /api/admin/client-galleries/media/{name} 200', `${API.admin.clientGalleries}/media/${name}`);
    await admin('GET /api/admin/client-galleries/media/{name} 404', `${API.admin.clientGalleries}/media/nothing.webp`);

    // The client.
    const token = gallery.path!.split('/').pop()!;
    let cookie = '';
    const client = (url: string, init: RequestInit) =>
      Promise.resolve(app.request(url, { ...init, headers: { Origin: ctx.env.publicUrl, ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as Record<string, string>) } })).then((res) => {
        const set = res.headers.get('set-cookie');
        if (set) cookie = set.split(';')[0]!;
        return res;
      });
    await checked(doc, client, 'GET /c/{token} 302', `/c/${token}`);
    await checked(doc, client, 'GET /c/{token}/api/gallery 401', `/c/${token}/api/gallery`);
    await checked(doc, client, 'POST /c/{token}/api/session 401', `/c/${token}/api/session`, json('POST', { password: 'wrong password' }));
    await checked(doc, client, 'POST /c/{token}/api/session 415', `/c/${token}/api/session`, { method: 'POST', body: 'password=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    await checked(doc, client, 'POST /c/{token}/api/session 200', `/c/${token}/api/session`, json('POST', { password: 'walrus-at-dawn' }));
    const view = (await checked(doc, client, 'GET /c/{token}/api/gallery 200', `/c/${token}/api/gallery`)).body;
    const photo = view.photos[0];
    await checked(doc, client, 'PUT /c/{token}/api/favourites/{itemId} 200', `/c/${token}/api/favourites/${photo.id}`, json('PUT', { comment: 'This one' }));
    await checked(doc, client, 'PUT /c/{token}/api/favourites/{itemId} 404', `/c/${token}/api/favourites/999999`, json('PUT', {}));
    await checked(doc, client, 'GET /c/{token}/media/{name} 200', photo.image?.fallback ?? `/c/${token}/media/missing.webp`);
    await checked(doc, client, 'GET /c/{token}/media/{name} 404', `/c/${token}/media/missing.webp`);
    await checked(doc, client, 'POST /c/{token}/api/downloads/unlock 200', `/c/${token}/api/downloads/unlock`, json('POST', { pin: '1234' }));
    await checked(doc, client, 'GET /c/{token}/download/{itemId} 200', `/c/${token}/download/${photo.id}`);
    await checked(doc, client, 'GET /c/{token}/download/{itemId} 404', `/c/${token}/download/999999`);
    await checked(doc, client, 'GET /c/{token}/download.zip 200', `/c/${token}/download.zip?photos=favourites`);
    await checked(doc, client, 'POST /c/{token}/api/selection 200', `/c/${token}/api/selection`, json('POST', {}));
    await checked(doc, client, 'DELETE /c/{token}/api/favourites/{itemId} 409', `/c/${token}/api/favourites/${photo.id}`, { method: 'DELETE', headers: { 'Content-Type': 'application/json' } });

    await admin('GET /api/admin/client-galleries/{id}/favourites 200', API.admin.clientGalleryFavourites(gallery.id));
    await admin('GET /api/admin/client-galleries/{id}/favourites 200', `${API.admin.clientGalleryFavourites(gallery.id)}?format=txt`);
    await admin('POST /api/admin/client-galleries/{id}/reopen 200', API.admin.clientGalleryReopen(gallery.id));
    await admin('POST /api/admin/client-galleries/{id}/reopen 409', API.admin.clientGalleryReopen(gallery.id));
    await admin('DELETE /api/admin/client-galleries/{id}/photos 200', API.admin.clientGalleryPhotos(gallery.id), json('DELETE', { itemIds: [photo.id] }));
    await admin('POST /api/admin/client-galleries/{id}/photos 200', API.admin.clientGalleryPhotos(gallery.id), json('POST', { itemIds: [photo.id] }));
    await admin('POST /api/admin/client-galleries/{id}/regenerate 200', API.admin.clientGalleryRegenerate(gallery.id));
    await admin('POST /api/admin/client-galleries/{id}/revoke 200', API.admin.clientGalleryRevoke(gallery.id));
    await checked(doc, client, 'GET /c/{token}/api/gallery 404', `/c/${token}/api/gallery`);
    await admin('DELETE /api/admin/client-galleries/{id} 200', API.admin.clientGallery(gallery.id), { method: 'DELETE' });
  }, 120_000);

  it('the shop, from the back-office and the buyer’s browser', async () => {
    auth = { Authorization: `Bearer ${await adminToken(ctx)}` };
    await admin('GET /api/admin/shop/settings 200', API.admin.shopSettings);
    await admin('PUT /api/admin/shop/settings 200', API.admin.shopSettings, json('PUT', { enabled: true, defaultSaleMode: 'both' }));
    await admin('PUT /api/admin/shop/settings 400', API.admin.shopSettings, json('PUT', { vatRateBp: -1 }));
    const products = (await admin('GET /api/admin/shop/products 200', API.admin.shopProducts)).body as Product[];
    const print = products.find((p) => p.kind === 'print')!;
    await admin('PUT /api/admin/shop/products/{id} 200', API.admin.shopProduct(print.id), json('PUT', { nameEn: 'Fine art print' }));
    await admin('POST /api/admin/shop/products/order 200', API.admin.shopProductOrder, json('POST', { ids: products.map((p) => p.id) }));
    const extra = (await admin('POST /api/admin/shop/products 201', API.admin.shopProducts, json('POST', { ...print, id: undefined, position: undefined, nameNl: 'Extra' }))).body;
    await admin('DELETE /api/admin/shop/products/{id} 204', API.admin.shopProduct(extra.id), { method: 'DELETE' });

    const bytes = await makeJpeg({ width: 1200, height: 800, seed: 31 });
    const upload = (await admin('POST /api/admin/upload 200', API.admin.upload, { body: multipart('file', [{ name: 'aurora.jpg', bytes, type: 'image/jpeg' }]) })).body as UploadResult;
    const item = await makeItem(ctx.db, { title: 'Aurora', isPublished: true, mediaHash: upload.hash });

    let cookie = '';
    const buyer = (url: string, init: RequestInit) =>
      Promise.resolve(app.request(url, { ...init, headers: { Origin: ctx.env.publicUrl, ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as Record<string, string>) } })).then((res) => {
        const set = res.headers.get('set-cookie');
        if (set?.startsWith('shop_cart=')) cookie = set.split(';')[0]!;
        return res;
      });
    await checked(doc, buyer, 'GET /api/shop/offers/{id} 200', `/api/shop/offers/${item.id}?language=sv`);
    await checked(doc, buyer, 'POST /api/shop/cart 200', '/api/shop/cart?language=en', json('POST', { itemId: item.id, productId: print.id, quantity: 2, mode: 'add' }));
    await checked(doc, buyer, 'POST /api/shop/cart 400', '/api/shop/cart?language=en', json('POST', { itemId: 999_999, productId: print.id, quantity: 1, mode: 'add' }));
    await checked(doc, buyer, 'GET /api/shop/cart 200', '/api/shop/cart?language=en');
    // A refusal is the project's own `{ message, issues }`, in the buyer's language (the declarations validate nothing themselves).
    const refused = (await checked(doc, buyer, 'POST /api/shop/checkout 400', '/api/shop/checkout?language=sv', json('POST', { name: 'Ann' }))).body;
    expect(refused.issues).toContainEqual({ path: 'address', message: 'Ange gatuadress och nummer' });
    const placed = (
      await checked(
        doc,
        buyer,
        'POST /api/shop/checkout 201',
        '/api/shop/checkout?language=en',
        json('POST', { name: 'Ann Buyer', email: 'ann@example.org', address: 'Street 1', postalCode: '1234 AB', city: 'Utrecht', country: 'NL', method: 'invoice', acceptTerms: true }),
      )
    ).body;
    const orderToken = String(placed.orderUrl ?? '').split('/').pop();
    await checked(doc, buyer, 'GET /api/shop/orders/{token} 200', `/api/shop/orders/${orderToken}?language=en`);
    await checked(doc, buyer, 'POST /api/shop/orders/{token}/pay 409', `/api/shop/orders/${orderToken}/pay?language=en`);
    await checked(doc, buyer, 'GET /api/shop/licences/{token} 404', '/api/shop/licences/no-such-licence?language=en');
    await checked(doc, buyer, 'POST /api/shop/licences/{token}/download 404', '/api/shop/licences/no-such-licence/download?language=en');
    await checked(doc, buyer, 'POST /api/shop/stripe-webhook 400', API.shopStripeWebhook, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=00' } });

    const orders = (await admin('GET /api/admin/shop/orders 200', API.admin.shopOrders)).body;
    const id = orders.orders[0].id;
    await admin('GET /api/admin/shop/orders/export.csv 200', API.admin.shopOrdersCsv);
    await admin('GET /api/admin/shop/orders/{id} 200', API.admin.shopOrder(id));
    await admin('GET /api/admin/shop/orders/{id} 404', API.admin.shopOrder(999_999));
    await admin('POST /api/admin/shop/orders/{id}/licence-links 409', API.admin.shopOrderAction(id, 'licence-links'));
    await admin('POST /api/admin/shop/orders/{id}/paid 200', API.admin.shopOrderAction(id, 'paid'));
    await admin('POST /api/admin/shop/orders/{id}/shipped 200', API.admin.shopOrderAction(id, 'shipped'), json('POST', { tracking: 'TRACK-1' }));
    await admin('POST /api/admin/shop/orders/{id}/cancel 409', API.admin.shopOrderAction(id, 'cancel'));
    await admin('POST /api/admin/shop/orders/{id}/erase 200', API.admin.shopOrderAction(id, 'erase'));

    // Files: a public photo's derivative, and one that does not exist.
    await checked(doc, as({}), 'GET /media/{name} 200', upload.url);
    await checked(doc, as({}), 'GET /media/{name} 404', '/media/nothing-here.webp');
  }, 120_000);
});
