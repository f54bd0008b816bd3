// The public site's browser build runs on Preact (preact/compat): `react-dom` resolves here there
// (web/vite.config.ts). React's resource hint `preload()` is not in preact/compat, so it is drawn
// the way React draws it: a <link rel="preload"> in the head, once per address.
import { createPortal, findDOMNode, flushSync, hydrate, render, unmountComponentAtNode, unstable_batchedUpdates, version } from 'preact/compat';

export { createPortal, findDOMNode, flushSync, hydrate, render, unmountComponentAtNode, unstable_batchedUpdates, version };

type PreloadOptions = { as: string; imageSrcSet?: string; imageSizes?: string; type?: string; fetchPriority?: 'high' | 'low' | 'auto' };

export function preload(href: string, options: PreloadOptions) {
  const key = options.imageSrcSet ?? href;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if ((link.getAttribute('imagesrcset') ?? link.getAttribute('href')) === key) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = options.as;
  link.href = href;
  if (options.imageSrcSet) link.setAttribute('imagesrcset', options.imageSrcSet);
  if (options.imageSizes) link.setAttribute('imagesizes', options.imageSizes);
  if (options.type) link.type = options.type;
  if (options.fetchPriority) link.setAttribute('fetchpriority', options.fetchPriority);
  document.head.append(link);
}
