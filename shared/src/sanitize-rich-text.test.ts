import { describe, expect, it } from 'vitest';
import { withImageSizes } from './rich-text-images';
import { sanitizeRichText } from './sanitize-rich-text';
import { renderNode, youtubeEmbedUrl } from './tiptap-to-html';

const clean = sanitizeRichText;

describe('sanitizeRichText: what a text keeps when it is written', () => {
  it('strips scripts, event handlers, styles, forms, SVG and javascript: URLs', () => {
    const out = clean('<p onclick="x()" style="color:red">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">l</a><svg onload="alert(1)"></svg><form><input></form>');
    expect(out).not.toMatch(/script|onerror|onclick|onload|javascript:|style=|<form|<input|<svg|alert/i);
    expect(out).toContain('<p>Hi</p>');
  });

  it('never lets an XSS payload through, however it is spelled', () => {
    for (const payload of [
      '<img src=x onerror="window.pwned=1">',
      '<IMG SRC="jav&#x09;ascript:alert(1)">',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube-nocookie.com/embed/abc123def45"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<a href="//evil.example/x">x</a>',
    ]) {
      const out = clean(`<p>x</p>${payload}`);
      expect(out, payload).not.toMatch(/onerror|<script|onload|javascript:|srcdoc|data:text|href="\/\/evil/i);
    }
  });

  it('keeps YouTube embeds (https, /embed/) with their privacy attributes and drops other frames', () => {
    const out = clean('<iframe src="https://www.youtube-nocookie.com/embed/abc123def45"></iframe><iframe src="https://evil.example/embed/x"></iframe><iframe src="http://www.youtube.com/embed/abc123def45"></iframe>');
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/abc123def45"');
    expect(out).toContain('referrerpolicy="strict-origin-when-cross-origin"');
    expect(out).not.toContain('evil.example');
    expect(out).not.toContain('http://www.youtube.com');
    expect(clean('<iframe src="https://www.youtube.com/embed/abc123def45"></iframe>')).toContain('youtube.com/embed');
  });

  it("keeps a photo's media key (data-media), from HTML and from an editor document", () => {
    const key = 'ab'.repeat(32);
    expect(clean(`<img src="/media/${key}-960.jpg" data-media="${key}" alt="Uil">`)).toContain(`data-media="${key}"`);
    expect(clean({ type: 'doc', content: [{ type: 'image', attrs: { src: '/media/x.jpg', alt: 'Uil', media: key } }] })).toContain(`data-media="${key}"`);
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

  const doc = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Svalbard' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' it', marks: [{ type: 'italic' }, { type: 'strike' }] },
          { type: 'hardBreak' },
          { type: 'text', text: 'code', marks: [{ type: 'code' }] },
          { type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
          { type: 'text', text: 'bad', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          { type: 'text', text: '<b>not html</b>' },
        ],
      },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }] },
      { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two' }] }] }] },
      { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'quote' }] }] },
      { type: 'codeBlock', content: [{ type: 'text', text: 'let x = 1;' }] },
      { type: 'horizontalRule' },
      { type: 'image', attrs: { src: '/media/bear.webp', alt: 'Bear', title: null } },
      { type: 'youtube', attrs: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', width: 640, height: 480 } },
    ],
  };

  it('converts every editor node and mark to HTML, from the document or its JSON', () => {
    const out = clean(doc);
    for (const s of ['<h2>Svalbard</h2>', '<strong>Bold</strong>', '<s><em> it</em></s>', '<br />', '<code>code</code>', 'href="https://example.com"', '<ul><li><p>one</p></li></ul>', '<ol><li><p>two</p></li></ol>', '<blockquote>', '<pre><code>let x = 1;</code></pre>', '<hr />', 'src="/media/bear.webp"', 'youtube-nocookie.com/embed/dQw4w9WgXcQ', '&lt;b&gt;not html&lt;/b&gt;']) {
      expect(out).toContain(s);
    }
    expect(out).not.toContain('javascript:');
    expect(clean(JSON.stringify(doc))).toBe(out);
    expect(clean('<p>Plain <em>HTML</em></p>')).toBe('<p>Plain <em>HTML</em></p>');
  });

  it('is the same when written again, and blank or unreadable text is empty', () => {
    const once = clean(doc);
    expect(clean(once)).toBe(once);
    expect(clean('')).toBe('');
    expect(clean({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe('');
    expect(clean('{"type":"paragraph"}')).toBe('');
    expect(clean('<script>alert(1)</script>')).toBe('');
    expect(clean(42)).toBe('');
  });

  it('makes privacy-enhanced embed URLs only for YouTube', () => {
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?controls=0');
    expect(youtubeEmbedUrl('https://vimeo.com/123')).toBeNull();
  });
});

describe('withImageSizes: the stored text drawn with its photos at the size shown', () => {
  it("adds srcset, sizes, width and height to this site's photos only", () => {
    const image = {
      width: 2400,
      height: 1600,
      placeholder: null,
      fallback: '/media/aa-1600.jpg',
      avif: [],
      webp: [
        { width: 640, url: '/media/aa-640.webp' },
        { width: 1280, url: '/media/aa-1280.webp' },
      ],
    };
    const stored = clean('<p>Fox</p><img src="/media/aa-1600.jpg?v=1&amp;x=2" alt="Fox &quot;red&quot;"><img src="https://elsewhere.example/b.jpg" alt="B">');
    const out = withImageSizes(stored, { '/media/aa-1600.jpg?v=1&x=2': image });
    const [ours, theirs] = out.split('<img').slice(1);
    expect(ours).toContain('srcset="/media/aa-640.webp 640w, /media/aa-1280.webp 1280w"');
    expect(ours).toContain('sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"');
    expect(ours).toContain('width="2400" height="1600"');
    expect(ours).toContain('alt="Fox &quot;red&quot;"');
    expect(ours).toContain('loading="lazy"');
    expect(theirs).toContain('loading="lazy"');
    expect(theirs).not.toContain('srcset');
    // What it adds is still what the allow-list keeps.
    expect(clean(out)).toBe(out);
  });
});
