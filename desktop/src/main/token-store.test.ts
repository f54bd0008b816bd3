import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type StringCipher, TokenStore } from './token-store';

/** A stand-in for safeStorage: a reversible scramble, so the file never holds the plain text. */
const sealing = (available = true): StringCipher => ({
  isEncryptionAvailable: () => available,
  encryptString: (plain) => Buffer.from(Buffer.from(plain, 'utf8').map((b) => b ^ 0x5a)),
  decryptString: (sealed) => Buffer.from(sealed.map((b) => b ^ 0x5a)).toString('utf8'),
});

const SESSION = JSON.stringify({ state: { token: 'secret-session-token', user: { id: 1 }, isAuthenticated: true }, version: 0 });

describe('the session token on disk', () => {
  it('is kept sealed by the key store, readable by this user only, and read back after a restart', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tokens-'));
    await TokenStore.in(dir, sealing()).set(SESSION);
    const file = path.join(dir, 'session.bin');
    expect((await readFile(file)).includes('secret-session-token')).toBe(false);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(await TokenStore.in(dir, sealing()).get()).toBe(SESSION);
    await TokenStore.in(dir, sealing()).set(null);
    expect(await TokenStore.in(dir, sealing()).get()).toBeNull();
  });

  it('writes nothing where no key store is available: the session ends with the app', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tokens-'));
    const store = TokenStore.in(dir, sealing(false));
    await store.set(SESSION);
    expect(await store.get()).toBe(SESSION);
    await expect(stat(path.join(dir, 'session.bin'))).rejects.toThrow();
    expect(await TokenStore.in(dir, sealing(false)).get()).toBeNull();
  });
});
