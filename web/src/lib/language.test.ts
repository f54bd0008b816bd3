import * as shared from '@portfolio/shared';
import { describe, expect, it, vi } from 'vitest';
import { resolveLanguage, type LanguageEnv } from './language';

const memory = (initial: Record<string, string> = {}) => {
  const data = { ...initial };
  return { data, getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
};
const config = (over: Partial<shared.SiteConfig> = {}) => async () => ({ analyticsId: null, geoLookupUrl: null, visitorCountry: null, ...over });

describe('resolveLanguage', () => {
  it('uses a saved valid language without any lookup', async () => {
    const fetchJson = vi.fn();
    const env: LanguageEnv = { storage: memory({ language: 'sv' }), siteConfig: config({ geoLookupUrl: 'http://geo' }), fetchJson, browserLanguage: 'nl' };
    expect(await resolveLanguage(env)).toBe('sv');
    expect(fetchJson).not.toHaveBeenCalled();
  });
  it('ignores an invalid saved value and uses the proxy country, then saves', async () => {
    const storage = memory({ language: 'de' });
    expect(await resolveLanguage({ storage, siteConfig: config({ visitorCountry: 'BE' }), fetchJson: vi.fn(), browserLanguage: 'en' })).toBe('nl');
    expect(storage.data.language).toBe('nl');
  });
  it('asks the geolocation URL for country_code', async () => {
    const fetchJson = vi.fn().mockResolvedValue({ country_code: 'FI' });
    expect(await resolveLanguage({ storage: memory(), siteConfig: config({ geoLookupUrl: 'http://geo' }), fetchJson, browserLanguage: 'en' })).toBe('sv');
    expect(fetchJson).toHaveBeenCalledWith('http://geo');
  });
  it('falls back quietly to the browser language when the lookup fails', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetchJson = vi.fn().mockRejectedValue(new Error('offline'));
    expect(await resolveLanguage({ storage: memory(), siteConfig: config({ geoLookupUrl: 'http://geo' }), fetchJson, browserLanguage: 'nl-BE' })).toBe('nl');
    expect(await resolveLanguage({ storage: memory(), siteConfig: config(), fetchJson, browserLanguage: 'sv-SE' })).toBe('sv');
    expect(await resolveLanguage({ storage: memory(), siteConfig: config(), fetchJson, browserLanguage: 'de-DE' })).toBe('en');
    info.mockRestore();
  });
});
