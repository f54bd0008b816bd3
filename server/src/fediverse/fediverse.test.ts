import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createClient } from '@libsql/client';
import { signRequest } from '@fedify/fedify';
import { Follow, Like } from '@fedify/fedify/vocab';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { makeJpeg, multipart } from '../media/media-test-kit';
import { startFakeFediverse } from '../../test/fake-fediverse';
import { freePort } from '../../test/free-port';
import { type ServerProcess, startServer, tempDataDir } from '../../test/server-process';
import { waitFor } from '../../test/wait-for';

type Fake = Awaited<ReturnType<typeof startFakeFediverse>>;

describe('the site as a fediverse account, against a second server on loopback', () => {
  let fake: Fake;
  let server: ServerProcess;
  let token = '';
  const dataDir = tempDataDir('fedi');
  const port = freePort();
  const site = `http://127.0.0.1:${port}`;
  const actor = `${site}/ap/actors/site`;
  const env = { PORT: String(port), PUBLIC_URL: site, ACTIVITYPUB_ALLOW_PRIVATE: 'on', ACTIVITYPUB_SPREAD_MINUTES: '0' };
  let fanFollow: Follow;
  let firstPhoto = 0;
  let firstNote = '';

  const api = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${site}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const ap = async (url: string) => {
    const res = await fetch(url.startsWith('http') ? url : `${site}${url}`, { headers: { Accept: 'application/activity+json' } });
    return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Record<string, any> };
  };
  const overview = async () => (await api('GET', '/api/admin/fediverse')).body;
  const upload = async (seed: number) => {
    const form = multipart('file', [{ name: `photo-${seed}.jpg`, bytes: await makeJpeg({ width: 1200, height: 800, seed }), type: 'image/jpeg' }]);
    const res = await fetch(`${site}/api/admin/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(res.status).toBe(200);
    return ((await res.json()) as { hash: string }).hash;
  };
  const publishPhoto = async (seed: number, fields: Record<string, unknown>) => {
    const mediaHash = await upload(seed);
    const res = await api('POST', '/api/admin/gallery/items', { mediaHash, type: 'photo', isPublished: true, ...fields });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const createFor = (to: string, title: string) =>
    fake.of('Create', to).find((r) => JSON.stringify(fake.noteOf(r).contentMap ?? fake.noteOf(r).content).includes(title));

  beforeAll(async () => {
    fake = await startFakeFediverse();
    server = await startServer(env, dataDir);
    token = await server.login();
  });
  afterAll(async () => {
    if (process.env.FEDI_DEBUG) console.log(server?.output());
    server?.kill('SIGKILL');
    await server?.exited;
    await fake?.stop();
  });

  test('WebFinger, the actor and NodeInfo answer what Mastodon reads', async () => {
    const wf = await fetch(`${site}/.well-known/webfinger?resource=acct:photos@127.0.0.1:${port}`);
    expect(wf.status).toBe(200);
    const jrd = (await wf.json()) as { subject: string; links: { rel: string; type?: string; href: string }[] };
    expect(jrd.subject).toBe(`acct:photos@127.0.0.1:${port}`);
    expect(jrd.links).toContainEqual({ rel: 'self', type: 'application/activity+json', href: actor });
    expect((await fetch(`${site}/.well-known/webfinger?resource=acct:nobody@127.0.0.1:${port}`)).status).toBe(404);

    const a = await ap(actor);
    expect(a.status).toBe(200);
    expect(a.type).toContain('application/activity+json');
    expect(a.body).toMatchObject({ id: actor, type: 'Person', preferredUsername: 'photos', name: 'Nordic Light', inbox: `${actor}/inbox`, outbox: `${actor}/outbox`, followers: `${actor}/followers` });
    expect(a.body.url).toBe(`${site}/en`);
    expect(a.body.endpoints.sharedInbox).toBe(`${site}/ap/inbox`);
    expect(a.body.summary).toBeString();
    expect(Object.keys(a.body.summaryMap)).toEqual(['en', 'sv', 'nl']);
    expect(a.body.publicKey).toMatchObject({ id: `${actor}#main-key`, owner: actor });
    expect(a.body.publicKey.publicKeyPem).toStartWith('-----BEGIN PUBLIC KEY-----');

    const link = (await (await fetch(`${site}/.well-known/nodeinfo`)).json()) as { links: { rel: string; href: string }[] };
    expect(link.links[0]).toMatchObject({ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `${site}/nodeinfo/2.1` });
    const info = (await (await fetch(`${site}/nodeinfo/2.1`)).json()) as Record<string, any>;
    expect(info).toMatchObject({ version: '2.1', protocols: ['activitypub'], openRegistrations: false, usage: { users: { total: 1 } } });
    // A person opening the account's address gets the site.
    const browser = await fetch(actor, { headers: { Accept: 'text/html' }, redirect: 'manual' });
    expect(browser.status).toBe(303);
  });

  test('a Follow without a signature, or signed with another key, answers 401 and adds no follower', async () => {
    const follow = { '@context': 'https://www.w3.org/ns/activitystreams', id: `${fake.actorUrl('fan')}#forged`, type: 'Follow', actor: fake.actorUrl('fan'), object: actor };
    const body = JSON.stringify(follow);
    const unsigned = await fetch(`${actor}/inbox`, { method: 'POST', headers: { 'Content-Type': 'application/activity+json' }, body });
    expect(unsigned.status).toBe(401);
    // Signed with `other`'s private key but naming `fan`'s key: the signature does not verify.
    const forged = await signRequest(
      new Request(`${actor}/inbox`, { method: 'POST', headers: { 'Content-Type': 'application/activity+json' }, body }),
      fake.keys.get('other')!.privateKey,
      new URL(`${fake.actorUrl('fan')}#main-key`),
      { spec: 'draft-cavage-http-signatures-12' },
    );
    expect((await fetch(forged)).status).toBe(401);
    expect((await overview()).followers).toBe(0);
    expect(fake.of('Accept')).toHaveLength(0);
  });

  test('a signed Follow is answered with a signed Accept (draft-cavage rsa-sha256) and listed in the back-office', async () => {
    fanFollow = await fake.follow('fan', actor);
    await fake.follow('other', actor);
    await waitFor(() => fake.of('Accept', 'fan').length === 1 && fake.of('Accept', 'other').length === 1, 'both Accepts');
    const accept = fake.of('Accept', 'fan')[0]!;
    expect(accept.json.actor).toBe(actor);
    expect(JSON.stringify(accept.json.object)).toContain(fanFollow.id!.href);
    expect(accept.signature).toContain('algorithm="rsa-sha256"');
    expect(accept.signature).toContain(`keyId="${actor}#main-key"`);
    const followers = (await api('GET', '/api/admin/fediverse/followers')).body;
    expect(followers.total).toBe(2);
    expect(followers.items.map((f: { handle: string }) => f.handle).sort()).toEqual([`@fan@${new URL(fake.origin).host}`, `@other@${new URL(fake.origin).host}`]);
    expect(followers.items[0].host).toBe(new URL(fake.origin).host);
    const collection = await ap(`${actor}/followers`);
    expect(collection.body.totalItems).toBe(2);
  });

  test("publishing a photo delivers a Create with the photo, its alt text and its texts in three languages", async () => {
    firstPhoto = await publishPhoto(1, {
      title: 'Noorderlicht boven het fjord',
      titleEn: 'Northern lights over the fjord',
      titleSv: 'Norrsken över fjorden',
      description: 'Een koude nacht.',
      descriptionEn: 'A cold night.',
      descriptionSv: 'En kall natt.',
      alt: 'Groen licht boven donkere bergen',
      altEn: 'Green light above dark mountains',
      altSv: 'Grönt ljus över mörka berg',
      location: 'Lyngen',
      country: 'Noorwegen',
      countryEn: 'Norway',
      countrySv: 'Norge',
    });
    await waitFor(() => !!createFor('fan', 'Northern lights over the fjord') && !!createFor('other', 'Northern lights over the fjord'), 'the Create at both followers');
    const create = createFor('fan', 'Northern lights over the fjord')!;
    expect(create.signature).toContain('algorithm="rsa-sha256"');
    const note = fake.noteOf(create);
    firstNote = String(note.id);
    expect(note.type).toBe('Note');
    expect(note.attributedTo).toBe(actor);
    expect(note.url).toBe(`${site}/en/gallery/${firstPhoto}`);
    const contentMap = note.contentMap as Record<string, string>;
    expect(contentMap.en).toContain('Northern lights over the fjord');
    expect(contentMap.en).toContain(`${site}/en/gallery/${firstPhoto}`);
    expect(contentMap.sv).toContain('Norrsken över fjorden');
    expect(contentMap.nl).toContain('Noorderlicht boven het fjord');
    expect(contentMap.en).toContain('Lyngen, Norway');
    const image = note.attachment as Record<string, unknown>;
    expect(image).toMatchObject({ type: 'Image', name: 'Green light above dark mountains' });
    expect(String(image.mediaType)).toStartWith('image/');
    expect(image.width).toBeGreaterThan(0);
    expect(image.height).toBe(Math.round((Number(image.width) * 800) / 1200));
    const file = await fetch(String(image.url));
    expect(file.status).toBe(200);
  });

  test('the outbox holds nothing unpublished or private, and a sensitive photo only its country', async () => {
    await publishPhoto(2, { title: 'Draft XYZQ', isPublished: false });
    await publishPhoto(3, { title: 'Hidden nest', location: 'Secret Nest Bog', country: 'Zweden', countryEn: 'Sweden', sensitiveLocation: true });
    // A client gallery's photo, as the client-gallery upload stores it: private, never published.
    const db = createClient({ url: `file:${path.join(dataDir, 'portfolio.db')}` });
    await db.execute({ sql: "INSERT INTO gallery_items (title, url, is_published, is_private) VALUES ('Client proof QWZX', 'https://example.org/p.jpg', 1, 1)", args: [] });
    db.close();
    await waitFor(() => !!createFor('fan', 'Hidden nest'), 'the sensitive photo at the follower');
    expect(JSON.stringify(createFor('fan', 'Hidden nest')!.json)).not.toContain('Secret Nest Bog');
    expect(JSON.stringify(createFor('fan', 'Hidden nest')!.json)).toContain('Sweden');

    const outbox = await ap(`${actor}/outbox`);
    expect(outbox.type).toContain('application/activity+json');
    expect(outbox.body.totalItems).toBe(2);
    const page = await ap(String(outbox.body.first));
    const text = JSON.stringify(page.body);
    expect(page.body.type).toBe('OrderedCollectionPage');
    expect(page.body.orderedItems).toHaveLength(2);
    expect(text).toContain('Northern lights over the fjord');
    expect(text).toContain('Hidden nest');
    expect(text).not.toContain('Secret Nest Bog');
    expect(text).not.toContain('Draft XYZQ');
    expect(text).not.toContain('Client proof QWZX');
    // The note itself answers at its id.
    const note = await ap(firstNote);
    expect(note.body.id).toBe(firstNote);
  });

  test('likes are counted on the photo, editing sends an Update and unpublishing a Delete', async () => {
    await fake.send('fan', actor, new Like({ id: new URL(`${fake.actorUrl('fan')}#likes/1`), actor: new URL(fake.actorUrl('fan')), object: new URL(firstNote) }));
    await waitFor(async () => (await api('GET', `/api/admin/fediverse/interactions/photo/${firstPhoto}`)).body.likes === 1, 'the like counted');

    expect((await api('PUT', `/api/admin/gallery/items/${firstPhoto}`, { titleEn: 'Aurora over Lyngen' })).status).toBe(200);
    await waitFor(() => fake.of('Update', 'fan').some((r) => JSON.stringify(r.json).includes('Aurora over Lyngen')), 'the Update');
    expect(fake.of('Update', 'fan')[0]!.json.object).toMatchObject({ id: firstNote });

    expect((await api('PUT', `/api/admin/gallery/items/${firstPhoto}`, { isPublished: false })).status).toBe(200);
    await waitFor(() => fake.of('Delete', 'fan').length === 1, 'the Delete');
    expect(JSON.stringify(fake.of('Delete', 'fan')[0]!.json.object)).toContain(firstNote);
    expect((await fetch(firstNote, { headers: { Accept: 'application/activity+json' } })).status).toBe(404);
  });

  test('a delivery queued before a restart is delivered after it', async () => {
    fake.failNext('Create', 2);
    await publishPhoto(4, { title: 'Across the restart' });
    await waitFor(() => fake.attempts.filter((a) => a.type === 'Create' && a.failed).length === 2, 'the failed first tries');
    server.kill('SIGKILL');
    await server.exited;
    server = await startServer(env, dataDir);
    await waitFor(() => !!createFor('fan', 'Across the restart') && !!createFor('other', 'Across the restart'), 'the Create after the restart', 60_000);
  }, 120_000); // a server start and the retry's back-off

  test('after Undo a follower receives nothing more', async () => {
    await fake.undo('fan', fanFollow, actor);
    await waitFor(async () => (await overview()).followers === 1, 'the follower removed');
    await publishPhoto(5, { title: 'After the undo' });
    await waitFor(() => !!createFor('other', 'After the undo'), 'the Create at the remaining follower');
    await waitFor(async () => (await overview()).deliveriesQueued === 0, 'every delivery done');
    expect(createFor('fan', 'After the undo')).toBeUndefined();
  });

  test('a blocked instance loses its followers and its activities are refused', async () => {
    const host = new URL(fake.origin).host;
    const blocked = await api('POST', '/api/admin/fediverse/blocked', { host });
    expect(blocked.status).toBe(201);
    expect(blocked.body.followersRemoved).toBe(1);
    const o = await overview();
    expect(o.followers).toBe(0);
    expect(o.blocked.map((b: { host: string }) => b.host)).toEqual([host]);
    const follow = JSON.stringify({ '@context': 'https://www.w3.org/ns/activitystreams', id: `${fake.actorUrl('fan')}#again`, type: 'Follow', actor: fake.actorUrl('fan'), object: actor });
    const signed = await signRequest(new Request(`${actor}/inbox`, { method: 'POST', headers: { 'Content-Type': 'application/activity+json' }, body: follow }), fake.keys.get('fan')!.privateKey, new URL(`${fake.actorUrl('fan')}#main-key`), {
      spec: 'draft-cavage-http-signatures-12',
    });
    expect((await fetch(signed)).status).toBe(403);
    expect((await api('POST', '/api/admin/fediverse/blocked', { host: 'not a host!' })).status).toBe(400);
    expect((await api('DELETE', `/api/admin/fediverse/blocked/${encodeURIComponent(host)}`)).status).toBe(204);
  });

  test('the back-office API needs a session', async () => {
    expect((await fetch(`${site}/api/admin/fediverse`)).status).toBe(401);
    expect((await fetch(`${site}/api/admin/fediverse/followers`)).status).toBe(401);
  });
});

describe("the account's key pair lives with the data", () => {
  const serverDir = path.resolve(import.meta.dir, '../..');
  /** `npm run backup` / `npm run restore` as an operator runs them, on a DATA_DIR. */
  const cli = async (command: 'backup' | 'restore', dir: string, dataDir: string) => {
    const proc = Bun.spawn([path.resolve(serverDir, '../node_modules/.bin/bun'), 'src/backup/cli.ts', command, dir], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    const [code, out, err] = await Promise.all([proc.exited, new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
    expect(code, `${command}: ${out}${err}`).toBe(0);
  };

  test('restored from a backup into a new DATA_DIR, the site signs with the same key and still delivers to its followers', async () => {
    const fake = await startFakeFediverse();
    const port = freePort();
    const site = `http://127.0.0.1:${port}`;
    const actor = `${site}/ap/actors/site`;
    const env = { PORT: String(port), PUBLIC_URL: site, ACTIVITYPUB_ALLOW_PRIVATE: 'on', ACTIVITYPUB_SPREAD_MINUTES: '0' };
    const original = tempDataDir('fedi-key');
    const restored = tempDataDir('fedi-key-restored');
    const backups = tempDataDir('fedi-key-backups');
    const publicKey = async () => ((await (await fetch(actor, { headers: { Accept: 'application/activity+json' } })).json()) as { publicKey: { id: string; publicKeyPem: string } }).publicKey;
    let server = await startServer(env, original);
    try {
      const before = await publicKey();
      expect(before.publicKeyPem).toStartWith('-----BEGIN PUBLIC KEY-----');
      await fake.follow('fan', actor);
      await waitFor(() => fake.of('Accept', 'fan').length === 1, 'the Accept');

      await cli('backup', backups, original);
      server.kill('SIGKILL');
      await server.exited;
      await cli('restore', backups, restored);
      server = await startServer(env, restored);

      // The same key under the same id: followers' servers keep verifying the site's signatures.
      expect(await publicKey()).toEqual(before);
      const token = await server.login();
      const res = await fetch(`${site}/api/admin/gallery/items`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: 'https://cdn.example.org/restored.jpg', title: 'After the restore', titleEn: 'After the restore', isPublished: true }),
      });
      expect(res.status).toBe(201);
      await waitFor(() => fake.of('Create', 'fan').some((r) => JSON.stringify(r.json).includes('After the restore')), 'the Create from the restored site', 60_000);
      expect(fake.of('Create', 'fan').find((r) => JSON.stringify(r.json).includes('After the restore'))!.signature).toContain(`keyId="${before.id}"`);
    } finally {
      server.kill('SIGKILL');
      await server.exited;
      await fake.stop();
      for (const dir of [original, restored, backups]) rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000); // two server starts, a backup and a restore as processes: well past 30 s on a busy machine
});
