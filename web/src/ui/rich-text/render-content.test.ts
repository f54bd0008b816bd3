import { describe, expect, it } from 'vitest';
import { renderContent } from './render-content';

describe('renderContent', () => {
  it('draws the stored (sanitized) text with its photos at the size shown', () => {
    const image = { width: 1200, height: 800, placeholder: null, fallback: '/media/aa-1600.jpg', avif: [], webp: [{ width: 640, url: '/media/aa-640.webp' }] };
    const r = renderContent('<p>Fox</p><img src="/media/aa-1600.jpg" alt="Fox" loading="lazy" decoding="async" />', { '/media/aa-1600.jpg': image });
    expect(r).toEqual({ status: 'ok', html: '<p>Fox</p><img src="/media/aa-1600.jpg" alt="Fox" loading="lazy" decoding="async" srcset="/media/aa-640.webp 640w" sizes="(min-width: 768px) 720px, calc(100vw - 2rem)" width="1200" height="800" />' });
  });

  it('reports empty text, and never draws what the server does not answer (an editor document)', () => {
    expect(renderContent('').status).toBe('empty');
    expect(renderContent(null).status).toBe('empty');
    expect(renderContent({ type: 'doc', content: [] }).status).toBe('error');
    expect(renderContent('{"type":"doc","content":[]}').status).toBe('error');
    expect(renderContent(42).status).toBe('error');
  });
});
