import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import en from './en.json';
import nl from './nl.json';
import sv from './sv.json';

type Tree = { [key: string]: string | Tree };

/** Every text by its dotted key. */
function flat(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flat(value, `${prefix}${key}.`));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const english = flat(en);

/** The words of a text, leaving out what is filled in. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}+/gu) ?? [];

describe.each([
  ['Swedish', flat(sv)],
  ['Dutch', flat(nl)],
])('the back-office in %s', (_name, texts) => {
  it('has every key the English has, and no other', () => {
    expect(Object.keys(texts).filter((key) => !(key in english))).toEqual([]);
    expect(Object.keys(english).filter((key) => !(key in texts))).toEqual([]);
  });

  it('fills in the same values as the English', () => {
    const differ = Object.keys(english).filter((key) => key in texts && placeholders(texts[key]!).join() !== placeholders(english[key]!).join());
    expect(differ).toEqual([]);
  });

  it('translates every sentence (a text of three words or more is never the English one)', () => {
    const untranslated = Object.keys(english).filter((key) => texts[key] === english[key] && words(english[key]!).length >= 3);
    expect(untranslated).toEqual([]);
  });
});

describe('the statistics\' pages', () => {
  it('have a name in the back-office for every page of the site (counted by the name of its page)', () => {
    const names = (en as { siteStats: { pageNames: Record<string, string> } }).siteStats.pageNames;
    expect(Object.keys(PAGE_PATHS).filter((id) => !names[id])).toEqual([]);
    expect(Object.keys(names).filter((id) => !(id in PAGE_PATHS))).toEqual([]);
  });
});
