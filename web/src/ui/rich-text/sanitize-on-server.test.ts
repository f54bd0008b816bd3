import { describe, expect, it } from 'vitest';
import { serverSanitizer } from './sanitize-on-server';
import { renderNode } from './tiptap-to-html';

const clean = (html: string) => serverSanitizer(html, {});

describe('the server\'s sanitizer', () => {
  it('strips scripts, event handlers, styles and javascript: URLs', () => {
    const out = clean('<p onclick="x()" style="color:red">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">l</a><svg onload="alert(1)"></svg><form><input></form>');
    expect(out).not.toMatch(/script|onerror|onclick|onload|javascript:|style=|<form|<input|<svg/i);
    expect(out).toContain('<p>Hi</p>');
  });

  it('keeps YouTube embeds and drops other iframes', () => {
    const out = clean('<iframe src="https://www.youtube-nocookie.com/embed/abc123def45"></iframe><iframe src="https://evil.example/embed/x"></iframe><iframe src="http://www.youtube.com/embed/abc123def45"></iframe>');
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/abc123def45"');
    expect(out).toContain('referrerpolicy="strict-origin-when-cross-origin"');
    expect(out).not.toContain('evil.example');
    expect(out).not.toContain('http://www.youtube.com');
  });

  it("keeps a photo's media key (data-media), from HTML and from an editor document", () => {
    const key = 'ab'.repeat(32);
    expect(clean(`<img src="/media/${key}-960.jpg" data-media="${key}" alt="Uil">`)).toContain(`data-media="${key}"`);
    expect(renderNode({ type: 'image', attrs: { src: '/media/x.jpg', alt: 'Uil', media: key } })).toContain(`data-media="${key}"`);
  });

  it('keeps a photo with its alt text and caption as figure and figcaption, the caption escaped', () => {
    const key = 'cd'.repeat(32);
    const html = renderNode({ type: 'figure', attrs: { src: `/media/${key}-960.jpg`, alt: 'Lunnefågel på klippan', caption: 'Hornøya, <maj>', media: key } });
    expect(clean(html)).toBe(`<figure><img src="/media/${key}-960.jpg" alt="Lunnefågel på klippan" data-media="${key}" loading="lazy" decoding="async" /><figcaption>Hornøya, &lt;maj&gt;</figcaption></figure>`);
    // No caption, no empty figcaption.
    expect(renderNode({ type: 'figure', attrs: { src: '/media/x.jpg', alt: 'Uil', caption: ' ' } })).toBe('<figure><img src="/media/x.jpg" alt="Uil" loading="lazy"></figure>');
  });

  it('opens links in a new tab without handing over the page', () => {
    expect(clean('<p><a href="https://example.com/a">a</a></p>')).toBe('<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">a</a></p>');
  });

  it('draws the site\'s photos at the size shown, and every photo lazily', () => {
    const image = { width: 2400, height: 1600, placeholder: null, fallback: '/media/aa-1600.jpg', avif: [], webp: [{ width: 640, url: '/media/aa-640.webp' }] };
    const out = serverSanitizer('<img src="/media/aa-1600.jpg" alt="Fox"><img src="https://elsewhere.example/b.jpg" alt="B">', { '/media/aa-1600.jpg': image });
    const [ours, theirs] = out.split('<img').slice(1);
    expect(ours).toContain('srcset="/media/aa-640.webp 640w"');
    expect(ours).toContain('width="2400"');
    expect(ours).toContain('height="1600"');
    expect(ours).toContain('loading="lazy"');
    expect(theirs).toContain('loading="lazy"');
    expect(theirs).not.toContain('srcset');
  });
});
