import { describe, expect, it } from 'bun:test';
import { API, DEFAULT_SITE_TEXTS, SiteTextsSchema, type SiteTexts } from '@portfolio/shared';
import { createTestApp } from '../../test/app';

const copy = (): SiteTexts => structuredClone(DEFAULT_SITE_TEXTS);

describe('/api/admin/site-texts', () => {
  it('requires a session', async () => {
    const t = await createTestApp();
    expect((await t.get(API.admin.siteTexts, { token: null })).status).toBe(401);
    expect((await t.request('PUT', API.admin.siteTexts, { token: null, body: copy() })).status).toBe(401);
  });

  it('answers the spec texts in three languages until the photographer saves', async () => {
    const t = await createTestApp();
    const res = await t.get(API.admin.siteTexts);
    expect(res.status).toBe(200);
    expect(SiteTextsSchema.parse(res.body)).toEqual(DEFAULT_SITE_TEXTS);
    expect(res.body.about.paragraphs).toHaveLength(3);
    expect(res.body.destinations).toHaveLength(29);
    const sv = (await t.get(`${API.siteTexts}?language=sv`)).body;
    expect(sv.hero.headline).toEqual({ text: 'Nordens vilda ljus', lang: 'sv' });
    expect(sv.stats.map((s: { value: string }) => s.value)).toEqual(['30+', '25+', '2M+', '5']);
  });

  it('saves any number of paragraphs; a page shows its own text, else the Dutch one marked nl', async () => {
    const t = await createTestApp();
    const texts = copy();
    texts.about.intro = { nl: 'Dertig jaar in het noorden.', en: '', sv: 'Trettio år i norr.' };
    texts.about.paragraphs = [{ nl: 'Een', en: 'One', sv: 'Ett' }, { nl: 'Twee', en: '', sv: 'Två' }, { nl: 'Drie', en: 'Three', sv: 'Tre' }, { nl: 'Vier', en: 'Four', sv: 'Fyra' }];
    const before = (await t.get(`${API.siteTexts}?language=en`)).body;
    const put = await t.request('PUT', API.admin.siteTexts, { body: texts });
    expect(put.status).toBe(200);
    expect((await t.get(API.admin.siteTexts)).body.about.paragraphs).toHaveLength(4);
    // The cached answer went with the content version.
    const en = (await t.get(`${API.siteTexts}?language=en`)).body;
    expect(en).not.toEqual(before);
    expect(en.about.intro).toEqual({ text: 'Dertig jaar in het noorden.', lang: 'nl' });
    expect(en.about.paragraphs.map((p: { text: string; lang: string }) => `${p.text}/${p.lang}`)).toEqual(['One/en', 'Twee/nl', 'Three/en', 'Four/en']);
    expect((await t.get(`${API.siteTexts}?language=sv`)).body.about.intro).toEqual({ text: 'Trettio år i norr.', lang: 'sv' });
  });

  it("sorts destinations by each language's own collation", async () => {
    const t = await createTestApp();
    const texts = copy();
    texts.destinations = [
      { nl: 'Oostenrijk', en: 'Austria', sv: 'Österrike' },
      { nl: 'Zweden', en: 'Sweden', sv: 'Sverige' },
      { nl: 'IJsland', en: 'Iceland', sv: 'Island' },
      { nl: 'Ålandseilanden', en: 'Åland', sv: 'Åland' },
    ];
    await t.request('PUT', API.admin.siteTexts, { body: texts });
    const names = async (language: string) => (await t.get(`${API.siteTexts}?language=${language}`)).body.destinations.map((d: { text: string }) => d.text);
    // Swedish puts Å and Ö after Z; English reads them as A and O.
    expect(await names('sv')).toEqual(['Island', 'Sverige', 'Åland', 'Österrike']);
    expect(await names('en')).toEqual(['Åland', 'Austria', 'Iceland', 'Sweden']);
  });

  it('shows on the pages at once, in their language; a Dutch text on another page says it is Dutch', async () => {
    const t = await createTestApp();
    const page = async (path: string) => (await t.app.request(path)).text();
    // Cached before the change.
    expect(await page('/sv')).toContain('I mer än trettio år');
    const texts = copy();
    texts.about.intro.sv = 'Jag har fotograferat fjällen sedan barndomen.';
    texts.destinations.push({ nl: 'Färöer', en: 'Faroe Islands', sv: 'Färöarna' });
    texts.stats = [{ value: '40+', label: { nl: 'Jaar in het veld', en: '', sv: 'År i fält' } }];
    expect((await t.request('PUT', API.admin.siteTexts, { body: texts })).status).toBe(200);

    const sv = await page('/sv');
    expect(sv).toContain('Jag har fotograferat fjällen sedan barndomen.');
    expect(sv).toContain('Färöarna');
    expect(sv).not.toContain('I mer än trettio år');
    const en = await page('/en');
    expect(en).toContain('For more than thirty years I have followed the light');
    expect(en).toContain('Faroe Islands');
    expect(en).not.toContain('fjällen');
    // The English page shows the Dutch label of the number, marked as Dutch.
    expect(en).toMatch(/<dt lang="nl"[^>]*>Jaar in het veld<\/dt>/);
    expect(sv).toMatch(/<dt class="[^"]*">År i fält<\/dt>/);
  }, 120_000);

  it('refuses bad input with the reason and keeps what was saved', async () => {
    const t = await createTestApp();
    const noDutch = copy();
    noDutch.hero.headline = { nl: ' ', en: 'Wild', sv: 'Vild' };
    const res = await t.request('PUT', API.admin.siteTexts, { body: noDutch });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The Dutch text is required');
    expect(res.body.issues[0].path).toBe('hero.headline.nl');
    const icon = copy() as any;
    icon.specialties[0].icon = 'dragon';
    expect((await t.request('PUT', API.admin.siteTexts, { body: icon })).status).toBe(400);
    const portrait = copy();
    portrait.about.portraitMediaHash = 'a'.repeat(64);
    const unknown = await t.request('PUT', API.admin.siteTexts, { body: portrait });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toContain('upload it first');
    expect((await t.request('PUT', API.admin.siteTexts, { raw: '{' })).status).toBe(400);
    expect((await t.get(API.admin.siteTexts)).body).toEqual(DEFAULT_SITE_TEXTS);
  });
});
