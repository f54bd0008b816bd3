import { describe, expect, it } from 'vitest';
import { isYouTubeUrl, normalizeLinkUrl, parseEditorContent } from './editor-urls';

describe('editor links', () => {
  it('accepts http, https and mailto', () => {
    expect(normalizeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(normalizeLinkUrl('http://example.com')).toBe('http://example.com');
    expect(normalizeLinkUrl('mailto:me@example.com')).toBe('mailto:me@example.com');
    expect(normalizeLinkUrl('example.com/page')).toBe('https://example.com/page');
  });
  it('rejects other schemes and junk', () => {
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkUrl('data:text/html,hi')).toBeNull();
    expect(normalizeLinkUrl('ftp://example.com')).toBeNull();
    expect(normalizeLinkUrl('not a url')).toBeNull();
    expect(normalizeLinkUrl('')).toBeNull();
  });
});

describe('editor videos', () => {
  it('recognises YouTube URLs only', () => {
    expect(isYouTubeUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isYouTubeUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isYouTubeUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isYouTubeUrl('https://vimeo.com/123456')).toBe(false);
    expect(isYouTubeUrl('https://evil.example/youtube.com/watch?v=x')).toBe(false);
  });
});

describe('parseEditorContent', () => {
  it('reads JSON documents, HTML and empty content', () => {
    expect(parseEditorContent('{"type":"doc","content":[]}')).toEqual({ type: 'doc', content: [] });
    expect(parseEditorContent('<p>Hi</p>')).toBe('<p>Hi</p>');
    expect(parseEditorContent(null)).toBe('');
  });
});
