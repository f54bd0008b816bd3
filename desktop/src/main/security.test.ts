import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelPath, IPC_CHANNELS } from '../ipc/contract';
import { serveAppFile } from './app-protocol';
import { buildCsp } from './csp';
import { GrantedPaths } from './granted-paths';
import { dispatch, type Handlers } from './ipc/dispatch';
import { SettingsStore, verifyServerUrl } from './settings';

describe('CSP', () => {
  it('allows the chosen server for connect and images only', () => {
    const csp = buildCsp('https://photos.example.com');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://photos.example.com");
    expect(csp).toContain("img-src 'self' data: blob: https://photos.example.com");
    expect(csp).toContain("script-src 'self';");
    expect(buildCsp(null)).toContain("connect-src 'self';");
  });
});

describe('GrantedPaths', () => {
  it('allows only what was dropped or picked, and what lies below it', () => {
    const g = new GrantedPaths();
    g.grant(['/media/card/DCIM', 'relative/ignored']);
    expect(g.allows('/media/card/DCIM')).toBe(true);
    expect(g.allows('/media/card/DCIM/100NIKON/a.jpg')).toBe(true);
    expect(g.allows('/media/card/DCIM/../../etc/passwd')).toBe(false);
    expect(g.allows('/media/card/DCIM-other/a.jpg')).toBe(false);
    expect(g.allows('relative/ignored')).toBe(false);
  });
});

describe('IPC dispatch', () => {
  const handlers = { 'app:open-external': async () => ({}) } as unknown as Handlers;

  it('parses the payload with the channel schema before the handler runs', async () => {
    expect(await dispatch(handlers, 'app:open-external', { url: 'https://example.com' })).toEqual({ ok: true, data: {} });
    const bad = await dispatch(handlers, 'app:open-external', { url: 'file:///etc/passwd' });
    expect(bad.ok).toBe(false);
    expect(await dispatch(handlers, 'shell:exec', {})).toEqual({ ok: false, error: 'Unknown channel shell:exec' });
  });

  it('names every channel as namespace:verb for the preload', () => {
    expect(channelPath('upload:retry-failed')).toEqual(['upload', 'retryFailed']);
    for (const c of Object.keys(IPC_CHANNELS)) expect(c).toMatch(/^[a-z]+:[a-z-]+$/);
  });
});

describe('settings', () => {
  it('checks the server answers /api/health before saving it', async () => {
    const ok = (async (url: string) => new Response(url.endsWith('/api/health') ? '{"ok":true}' : 'no', { status: 200 })) as typeof fetch;
    expect(await verifyServerUrl('photos.example.com/admin', ok)).toBe('https://photos.example.com');
    await expect(verifyServerUrl('ftp://x', ok)).rejects.toThrow(/http/);
    await expect(verifyServerUrl('https://example.com', (async () => new Response('<html>', { status: 200 })) as typeof fetch)).rejects.toThrow(/not a portfolio server/);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'settings-'));
    const store = SettingsStore.in(dir);
    expect(await store.load()).toEqual({ serverUrl: null });
    await store.save({ serverUrl: 'https://photos.example.com' });
    expect(await SettingsStore.in(dir).load()).toEqual({ serverUrl: 'https://photos.example.com' });
    await rm(dir, { recursive: true, force: true });
  });

  it('serves only files inside the renderer folder, with the CSP', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'renderer-'));
    await import('node:fs/promises').then((fs) => fs.writeFile(path.join(dir, 'index.html'), '<p>hi'));
    const res = await serveAppFile(dir, 'app://portfolio/index.html', "default-src 'self'");
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect((await serveAppFile(dir, 'app://portfolio/..%2F..%2Fetc%2Fpasswd', '')).status).toBe(404);
    await rm(dir, { recursive: true, force: true });
  });
});
