import { createLucideIcon as lucideCreateIcon } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon';

/** An icon as lucide's icon modules describe it (its menu icon). */
const MENU = {
  name: 'menu',
  size: 24,
  node: [
    ['path', { d: 'M4 5h16', key: '1tepv9' }],
    ['path', { d: 'M4 12h16', key: '1lakjw' }],
    ['path', { d: 'M4 19h16', key: '1djgab' }],
  ] as [string, Record<string, string>][],
};

/** The SVG as a page's DOM holds it: attributes by name, and its children. */
function svgOf(markup: string) {
  const svg = new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html').querySelector('svg')!;
  const attributes = (element: Element) => Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]).sort());
  return { attributes: attributes(svg), children: [...svg.children].map((c) => [c.tagName.toLowerCase(), attributes(c)]) };
}

describe("the public site's createLucideIcon", () => {
  const Ours = createLucideIcon(MENU);
  const Lucides = lucideCreateIcon(MENU);
  it.each([
    ['no props', {}],
    ['a class, hidden from assistive technology', { className: 'size-4', 'aria-hidden': 'true' as const }],
    ['a name of its own', { 'aria-label': 'Open the menu' }],
    ['a stroke width and a size', { strokeWidth: 1.5, size: 16 }],
  ])('draws the same SVG as lucide-react with %s', (_, props) => {
    const ours = svgOf(renderToStaticMarkup(<Ours {...props} />));
    expect(ours.children).toHaveLength(3);
    expect(ours.attributes.class).toContain('lucide-menu');
    expect(ours).toEqual(svgOf(renderToStaticMarkup(<Lucides {...props} />)));
  });
});
