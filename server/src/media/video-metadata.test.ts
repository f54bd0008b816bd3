import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '@portfolio/shared';
import { type ServerProcess, startServer } from '../../test/server-process';
import { FFMPEG, FFPROBE } from './video';

const GPS = '+78.2232+015.6500/';

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : statSync(p).isFile() ? [p] : [];
  });
}

/** A folder to use as the server's PATH, holding only the given programs. */
function pathWith(programs: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-path-'));
  for (const [name, target] of Object.entries(programs)) {
    if (target.startsWith('#!')) {
      writeFileSync(path.join(dir, name), target);
      chmodSync(path.join(dir, name), 0o755);
    } else symlinkSync(target, path.join(dir, name));
  }
  return dir;
}

async function upload(server: ServerProcess, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'beach.mp4', { type: 'video/mp4' }));
  const res = await fetch(`${server.url}${API.admin.upload}`, { method: 'POST', headers: { Authorization: `Bearer ${await server.login()}` }, body: form });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

describe.skipIf(!FFMPEG || !FFPROBE)('a video whose metadata cannot be removed is never published', () => {
  let clip: Buffer;
  const servers: ServerProcess[] = [];

  beforeAll(() => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'portfolio-clip-')), 'beach.mp4');
    execFileSync(FFMPEG!, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=10:duration=1', '-pix_fmt', 'yuv420p', '-metadata', `location=${GPS}`, '-movflags', 'use_metadata_tags', file]);
    clip = readFileSync(file);
    expect(clip.includes(GPS)).toBe(true);
  });
  afterAll(() => {
    for (const s of servers) s.kill();
  });

  const cases: [string, () => Record<string, string>, RegExp][] = [
    ['without ffmpeg on PATH', () => ({ ffprobe: FFPROBE! }), /ffmpeg is not installed/],
    ['when ffmpeg fails to rewrite it', () => ({ ffprobe: FFPROBE!, ffmpeg: '#!/bin/sh\necho "moov atom not found" >&2\nexit 1\n' }), /ffmpeg could not rewrite it/],
  ];
  for (const [label, programs, reason] of cases) {
    it(`refuses a GPS-tagged MP4 with 422 ${label}, and nothing public holds it`, async () => {
      const server = await startServer({ PATH: pathWith(programs()) });
      servers.push(server);
      const res = await upload(server, clip);
      expect(res.status).toBe(422);
      expect(res.body.message).toContain('"beach.mp4" was not published');
      expect(res.body.message).toMatch(reason);
      expect(server.output()).toContain('beach.mp4 refused: its metadata could not be removed');
      // No file the server keeps holds the recording place, and the gallery stays empty.
      for (const file of filesUnder(path.join(server.dataDir, 'media'))) expect(readFileSync(file).includes(GPS)).toBe(false);
      const items = await (await fetch(`${server.url}${API.galleryItems}`)).json();
      expect(JSON.stringify(items)).not.toContain('beach');
    }, 90_000);
  }
});
