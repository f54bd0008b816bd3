import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ServerUrlSchema } from '@portfolio/shared';
import { describe, expect, it } from 'vitest';
import { devServerUrlFor } from './dev-server';
import { verifyServerUrl } from './settings';

const ok = (async () => Response.json({ ok: true })) as unknown as typeof fetch;

describe('the packaged app', () => {
  it('loads its own files, never ELECTRON_RENDERER_URL, once packaged', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
    expect(devServerUrlFor(env, true)).toBeNull();
    expect(devServerUrlFor(env, false)).toBe('http://localhost:5173');
    expect(devServerUrlFor({}, false)).toBeNull();
  });

  it('flips the Electron fuses in the builder configuration', () => {
    // The block's "  name: true|false" lines (the file is YAML; this block is flat).
    const yml = readFileSync(path.join(__dirname, '../../electron-builder.yml'), 'utf8');
    const block = /^electronFuses:\n((?: {2}\w+: (?:true|false)\n?)+)/m.exec(yml)?.[1] ?? '';
    const fuses = Object.fromEntries([...block.matchAll(/(\w+): (true|false)/g)].map((m) => [m[1], m[2] === 'true']));
    expect(fuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });
});

describe('the server address', () => {
  it('refuses plain http:// except for a server on this computer', async () => {
    for (const input of ['http://photos.example.com', 'http://192.168.1.20:3000', 'http://10.0.0.5']) {
      const parsed = ServerUrlSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Use an https:// address: plain http:// is only for a server on this computer (localhost)');
      await expect(verifyServerUrl(input, ok)).rejects.toThrow(/https:\/\//);
    }
    for (const input of ['http://localhost:3000', 'http://127.0.0.1:4000', 'http://[::1]:3000', 'https://photos.example.com']) {
      expect(await verifyServerUrl(input, ok)).toBe(new URL(input).origin);
    }
  });
});
