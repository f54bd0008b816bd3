import { afterAll, describe, expect, it } from 'bun:test';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp } from '../../test/app';
import { builtSiteEntry } from './public-site';

/** A web/ folder as web/scripts/build.mjs leaves it: two builds, web/dist linking to the newer. */
function webFolder() {
  const web = mkdtempSync(path.join(tmpdir(), 'portfolio-builds-'));
  const build = (id: string, files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(web, 'builds', id, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  };
  build('20261127T080000Z-1', { 'dist/index.html': '<html>old</html>', 'dist/assets/section-old111.js': 'old section' });
  build('20261127T090000Z-2', { 'dist/index.html': '<html>new</html>', 'dist/admin.html': '<html>admin</html>', 'dist/assets/section-new222.js': 'new section' });
  symlinkSync('builds/20261127T090000Z-2/dist', path.join(web, 'dist'));
  return web;
}

const web = webFolder();
afterAll(() => rmSync(web, { recursive: true, force: true }));

describe('a deploy that switches to a new build', () => {
  it("keeps serving the earlier build's hashed files to pages loaded before the switch", async () => {
    const t = await createTestApp('memory', { STATIC_ROOT: path.join(web, 'dist') });
    const current = await t.app.request('/assets/section-new222.js');
    expect(current.status).toBe(200);
    expect(await current.text()).toBe('new section');
    const earlier = await t.app.request('/assets/section-old111.js');
    expect(earlier.status).toBe(200);
    expect(await earlier.text()).toBe('old section');
    expect(earlier.headers.get('cache-control')).toContain('immutable');
    expect((await t.app.request('/assets/section-none333.js')).status).toBe(404);
  });

  it('takes the server entry from the same build as the files', () => {
    expect(builtSiteEntry({ STATIC_ROOT: path.join(web, 'dist') })).toBe(path.join(realpathSync(web), 'builds/20261127T090000Z-2/dist-server/entry-server.js'));
  });
});
