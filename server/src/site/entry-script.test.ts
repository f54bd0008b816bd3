import { describe, expect, it } from 'bun:test';
import { createHash } from 'node:crypto';
import { deferEntry, ENTRY_SCRIPT, ENTRY_SCRIPT_HASH } from './entry-script';

describe('the page script asked for after the first photo', () => {
  const built = '<head><script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-b.js">\n<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>';

  it('turns the built module script and preloads into hints and the loader, leaving the styles', () => {
    const page = deferEntry(built);
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<meta name="app-script" content="/assets/index-a.js">');
    expect(page).toContain('<meta name="app-preload" content="/assets/react-b.js">');
    expect(page).toContain(`<script>${ENTRY_SCRIPT}</script>`);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
  });

  it('is allowed by its hash in the Content-Security-Policy', () => {
    expect(ENTRY_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(ENTRY_SCRIPT).digest('base64')}'`);
  });
});
