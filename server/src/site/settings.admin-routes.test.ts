import { describe, expect, it } from 'bun:test';
import { API, DEFAULT_SITE_SETTINGS, SiteSettingsSchema } from '@portfolio/shared';
import { createTestApp } from '../../test/app';
import { makeItem } from '../../test/factories';

const SITE = 'https://photos.example';

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('/api/admin/settings', () => {
  it('requires authentication', async () => {
    const t = await createTestApp();
    expect((await t.get(API.admin.settings, { token: null })).status).toBe(401);
    expect((await t.request('PUT', API.admin.settings, { token: null, body: { siteName: 'x' } })).status).toBe(401);
  });

  it('answers the defaults that reproduce the site before settings existed', async () => {
    const t = await createTestApp();
    const res = await t.get(API.admin.settings);
    expect(res.status).toBe(200);
    expect(SiteSettingsSchema.parse(res.body)).toEqual(DEFAULT_SITE_SETTINGS);
    // The public answer adds the fediverse account's whole address (the handle @ the site's host).
    expect((await t.get(API.siteSettings)).body).toEqual({ ...DEFAULT_SITE_SETTINGS, fediverseAccount: `@photos@${new URL(t.env.publicUrl).host}` });
  });

  it('saves a partial change, merging social links one by one', async () => {
    const t = await createTestApp();
    await t.request('PUT', API.admin.settings, { body: { social: { instagram: 'https://instagram.com/anna' } } });
    const res = await t.request('PUT', API.admin.settings, { body: { photographerName: 'Anna Berg', social: { mastodon: 'https://mastodon.social/@anna' } } });
    expect(res.status).toBe(200);
    expect(res.body.photographerName).toBe('Anna Berg');
    expect(res.body.social).toMatchObject({ instagram: 'https://instagram.com/anna', mastodon: 'https://mastodon.social/@anna', facebook: '' });
    expect((await t.get(API.admin.settings)).body).toEqual(res.body);
  });

  it('refuses bad input with the reason, never a 500', async () => {
    const t = await createTestApp();
    const bad = await t.request('PUT', API.admin.settings, { body: { social: { instagram: 'javascript:alert(1)' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Enter an address starting with https://');
    const email = await t.request('PUT', API.admin.settings, { body: { contactEmail: 'nope' } });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('Enter a valid e-mail address');
    expect((await t.request('PUT', API.admin.settings, { body: { siteName: ' ' } })).body.message).toBe('Site name is required');
    expect((await t.request('PUT', API.admin.settings, { raw: '{' })).status).toBe(400);
    expect((await t.get(API.admin.settings)).body).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('shows a change on the public pages at once: footer, contact, social links, titles, feed and structured data', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const photo = await makeItem(t.db, { title: 'Puffin', width: 3000, height: 2000 });
    // Cached before the change.
    const before = await (await t.app.request('/en')).text();
    expect(before).toContain('hello@nordiclight.photo');
    expect(before).not.toContain('data-network=');
    expect(before).toContain('Nordic Light');

    const put = await t.request('PUT', API.admin.settings, {
      body: {
        siteName: 'Berg Wildlife',
        photographerName: 'Anna Berg',
        tagline: 'Owls of the taiga',
        contactEmail: 'anna@berg.example',
        location: 'Kiruna, Sweden',
        social: { instagram: 'https://instagram.com/anna', px500: 'https://500px.com/anna' },
        copyrightNotice: '© {year} {name}, all rights reserved',
        creditLine: 'Anna Berg / Berg Wildlife',
        licenseUrl: 'https://berg.example/terms',
      },
    });
    expect(put.status).toBe(200);

    for (const language of ['en', 'sv', 'nl']) {
      const html = await (await t.app.request(`/${language}`)).text();
      expect(html).toContain('anna@berg.example');
      expect(html).not.toContain('hello@nordiclight.photo');
      expect(html).toContain('Kiruna, Sweden');
      expect(html).toContain('Owls of the taiga');
      expect(html).toContain('© 2025 Anna Berg, all rights reserved');
      expect(html).toContain('href="https://instagram.com/anna"');
      expect(html).toContain('data-network="px500"');
      expect(html).not.toContain('data-network="facebook"');
      // Drawn text and head (the messages sent along for the browser still carry the brand to replace).
      expect(html.slice(0, html.indexOf('<script id="app-data"'))).not.toContain('Nordic Light');
      expect(/<title>([^<]*)<\/title>/.exec(html)![1]).toContain('Berg Wildlife');
      const person = jsonLd(html).find((d) => d['@type'] === 'Person');
      expect(person).toMatchObject({ name: 'Anna Berg', email: 'anna@berg.example', sameAs: ['https://instagram.com/anna', 'https://500px.com/anna'] });
    }

    const photoPage = await (await t.app.request(`/en/gallery/${photo.id}`)).text();
    const image = jsonLd(photoPage).find((d) => d['@type'] === 'ImageObject');
    expect(image).toMatchObject({
      creator: { '@type': 'Person', name: 'Anna Berg' },
      copyrightNotice: '© 2025 Anna Berg, all rights reserved',
      creditText: 'Anna Berg / Berg Wildlife',
      license: 'https://berg.example/terms',
      acquireLicensePage: `${SITE}/en?subject=licensing&photo=${photo.id}#contact`,
    });
    // "License this photo" leads to the contact form with the photo named, or to the licensing page once set.
    expect(photoPage).toContain(`href="/en?subject=licensing&amp;photo=${photo.id}&amp;title=Puffin#contact"`);
    await t.request('PUT', API.admin.settings, { body: { licensingUrl: 'https://berg.example/licensing' } });
    const withPage = await (await t.app.request(`/nl/gallery/${photo.id}`)).text();
    expect(withPage).toMatch(/<a href="https:\/\/berg.example\/licensing"[^>]*data-testid="license-link"[^>]*>.*?<span[^>]*>Licentie voor deze foto<\/span><\/a>/);
    expect(jsonLd(withPage).find((d) => d['@type'] === 'ImageObject').acquireLicensePage).toBe('https://berg.example/licensing');
    const feed = await (await t.app.request('/sv/rss.xml')).text();
    expect(feed).toContain('<title>Berg Wildlife — Blogg</title>');
  });
});
