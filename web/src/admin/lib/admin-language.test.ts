import { describe, expect, it } from 'vitest';
import { initialAdminLanguage, saveAdminLanguage } from './admin-language';

function memoryStore() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe('the back-office language', () => {
  it('follows the first browser or system language it speaks, regional variants included', () => {
    expect(initialAdminLanguage(memoryStore(), ['sv-FI', 'en-US'])).toBe('sv');
    expect(initialAdminLanguage(memoryStore(), ['de-DE', 'nl-BE', 'en'])).toBe('nl');
    expect(initialAdminLanguage(memoryStore(), ['en-GB', 'sv'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(initialAdminLanguage(memoryStore(), ['de-DE', 'fr'])).toBe('en');
    expect(initialAdminLanguage(null, [])).toBe('en');
  });

  it('keeps the choice made in its header over the browser language', () => {
    const store = memoryStore();
    saveAdminLanguage('nl', store);
    expect(initialAdminLanguage(store, ['sv-SE'])).toBe('nl');
    store.setItem('admin-language', 'de');
    expect(initialAdminLanguage(store, ['sv-SE'])).toBe('sv');
  });
});
