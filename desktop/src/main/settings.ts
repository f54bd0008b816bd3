import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiHealthSchema, ServerUrlSchema, SettingsSchema, type DesktopSettings } from '@portfolio/shared';

/** The app's settings file (settings.json in Electron's userData folder), written atomically. */
export class SettingsStore {
  private current: DesktopSettings = { serverUrl: null };

  constructor(readonly file: string) {}

  static in(dir: string): SettingsStore {
    return new SettingsStore(path.join(dir, 'settings.json'));
  }

  async load(): Promise<DesktopSettings> {
    try {
      const parsed = SettingsSchema.safeParse(JSON.parse(await readFile(this.file, 'utf8')));
      if (parsed.success) this.current = parsed.data;
    } catch {
      // first start, or a damaged file: the first-run screen asks again
    }
    return this.current;
  }

  get(): DesktopSettings {
    return this.current;
  }

  async save(next: DesktopSettings): Promise<DesktopSettings> {
    this.current = SettingsSchema.parse(next);
    await mkdir(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    await writeFile(tmp, JSON.stringify(this.current, null, 2));
    await rename(tmp, this.file);
    return this.current;
  }
}

/**
 * Checks a typed server address: a valid http(s) origin that answers GET /api/health with
 * `{ ok: true }` within a few seconds. Returns the normalised origin.
 */
export async function verifyServerUrl(input: string, doFetch: typeof fetch = fetch): Promise<string> {
  const parsed = ServerUrlSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'This is not a valid address');
  const origin = parsed.data;
  let res: Response;
  try {
    res = await doFetch(`${origin}/api/health`, { signal: AbortSignal.timeout(8000), headers: { Accept: 'application/json' } });
  } catch {
    throw new Error(`No answer from ${origin}. Check the address and your connection.`);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok || !ApiHealthSchema.safeParse(body).success) throw new Error(`${origin} answered, but it is not a portfolio server.`);
  return origin;
}
