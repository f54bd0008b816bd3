import { describe, expect, it } from 'vitest';
import en from './en.json';
import nl from './nl.json';
import sv from './sv.json';

type Tree = { [k: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => (typeof v === 'string' ? { ...acc, [prefix + k]: v } : { ...acc, ...flatten(v, `${prefix}${k}.`) }), {});
const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('the shop’s words', () => {
  const E = flatten(en as Tree);
  for (const [lang, messages] of [['sv', sv], ['nl', nl]] as const) {
    it(`in ${lang} have exactly the English keys, each translated, with the same values filled in`, () => {
      const L = flatten(messages as Tree);
      expect(Object.keys(L).sort()).toEqual(Object.keys(E).sort());
      // "Status" is spelled alike in all three.
      expect(Object.keys(E).filter((k) => E[k] === L[k] && !['shop.order.state'].includes(k))).toEqual([]);
      for (const k of Object.keys(E)) expect(placeholders(L[k]!), `${lang} ${k}`).toEqual(placeholders(E[k]!));
    });
  }
});
