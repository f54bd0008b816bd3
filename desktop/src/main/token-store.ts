import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Electron's safeStorage, or a stand-in with its shape (tests). */
export interface StringCipher {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(sealed: Buffer): string;
}

/**
 * The signed-in session (token and user) of the back-office, sealed with the operating system's
 * key store (Electron's safeStorage: Keychain, DPAPI, libsecret) in a file only this user may
 * read. Where no key store is available nothing is written: the session lasts until the app
 * quits and the admin signs in again next time.
 */
export class TokenStore {
  private memory: string | null = null;

  constructor(
    readonly file: string,
    private readonly cipher: StringCipher,
  ) {}

  static in(dir: string, cipher: StringCipher): TokenStore {
    return new TokenStore(path.join(dir, 'session.bin'), cipher);
  }

  async get(): Promise<string | null> {
    if (this.memory !== null) return this.memory;
    if (!this.cipher.isEncryptionAvailable()) return null;
    try {
      this.memory = this.cipher.decryptString(await readFile(this.file));
    } catch {
      // none yet, or sealed by another user or machine: sign in again
      this.memory = null;
    }
    return this.memory;
  }

  async set(value: string | null): Promise<void> {
    this.memory = value;
    if (value === null || !this.cipher.isEncryptionAvailable()) {
      await rm(this.file, { force: true });
      return;
    }
    await mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const tmp = `${this.file}.tmp`;
    await writeFile(tmp, this.cipher.encryptString(value), { mode: 0o600 });
    await chmod(tmp, 0o600);
    await rename(tmp, this.file);
  }
}
