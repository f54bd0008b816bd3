import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_PATHS, pageLinks, pagePath } from '@portfolio/shared/page-paths';
import { describe, expect, it } from 'vitest';

/*
 * Links to public pages are built from the table of pages (pagePath(), or useLanguage().href),
 * never written out: a literal '/gallery' is a link that renaming the page cannot find. This reads
 * the sources of web/src and fails on a string or template literal that starts with a page's path.
 */

const SRC = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The first segment of every page's path ('gallery', 'c', 'order'…); the home page is '/' itself. */
const segments = [...new Set(Object.values(PAGE_PATHS).map((p) => p.split('/')[1]).filter(Boolean))];

/**
 * A quote or backtick, then a page's path: '/gallery', `/blog/${slug}`, "/c/…", or the home page with
 * an anchor or a query ('/#contact', '/?subject='), the home page given to a link (href('/'), to="/"), or a
 * language prefix written out (`/${language}…`).
 */
const LITERAL_PAGE = new RegExp(
  [`['"\`]/(${segments.join('|')})(?=[/'"\`?#])`, `['"\`]/[#?]`, '[\'"`]/\\$\\{(lang|language|l|locale)\\}', '[\'"`]/(en|sv|nl)(?=[/\'"`?#])', `(to|href|action)=["']/["']`, `\\b(href|localeHref|localePath|navigate)\\([^)]*['"\`]/['"\`]`].join('|'),
);

/** Lines that may name a path as text: none today (add a file here only with a reason beside it). */
const ALLOWED: Record<string, RegExp> = {};

function literalPagePaths(): string[] {
  const found: string[] = [];
  for (const file of sources(SRC)) {
    const relative = path.relative(SRC, file);
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const code = line.replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, '');
        if (LITERAL_PAGE.test(code) && !ALLOWED[relative]?.test(code)) found.push(`${relative}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('links to public pages', () => {
  it('are built from the table of pages, never written out in web/src', () => {
    expect(literalPagePaths()).toEqual([]);
  });

  it('the scan finds a page path written out (it can fail)', () => {
    for (const line of ["<Link to={href('/gallery')}>", 'const to = `/blog/${slug}`;', "href('/#contact')", 'navigate(`/${language}/map`)', '<a href="/">', "'/collections?cursor=1'", "<Link to={href('/')}>", "localePath(language, '/')"]) {
      expect(LITERAL_PAGE.test(line), line).toBe(true);
    }
    for (const line of ["fetch('/api/gallery/items')", "navigate('/admin/gallery')", "path.split('/')", "'/media/a.jpg'", "href('gallery')"]) {
      expect(LITERAL_PAGE.test(line), line).toBe(false);
    }
  });

  it('pagePath and a language\'s links give the same addresses', () => {
    expect(pagePath('post', { slug: 'ice & light' }, 'sv')).toBe('/sv/blog/ice%20%26%20light');
    expect(pagePath('home', {}, 'nl', 'subject=licensing')).toBe('/nl?subject=licensing');
    expect(pagePath('gallery')).toBe('/gallery');
    const en = pageLinks('en');
    expect(en('photo', { id: 7 }, 'q=fox')).toBe('/en/gallery/7?q=fox');
    expect(en('home')).toBe('/en');
    expect(pageLinks(null)('collection', { slug: 'owls' })).toBe('/collections/owls');
    // What the build refuses (typecheck reads this function; it never runs).
    const refused = () => [
      // @ts-expect-error: a page that does not exist
      pagePath('photos', { id: 1 }),
      // @ts-expect-error: a parameter its path does not name
      en('post', { id: 1 }),
      // @ts-expect-error: a page's missing parameter
      en('collection'),
    ];
    expect(typeof refused).toBe('function');
  });
});
