import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DraftPage } from '@portfolio/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENCODES_IMAGES, makeJpeg, writeFiles } from '../../../test/photos';
import { GrantedPaths } from '../granted-paths';
import { SettingsStore } from '../settings';
import { dispatch } from './dispatch';
import { createHandlers } from './import.handlers';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-handlers-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Main's handlers as the preload reaches them (payloads parsed with the contract), for a server that does not answer. */
async function main() {
  const settings = SettingsStore.in(path.join(dir, 'userData'));
  await settings.save({ serverUrl: 'http://127.0.0.1:9' });
  const handlers = createHandlers({
    settings,
    granted: new GrantedPaths(),
    queueFile: path.join(dir, 'userData', 'upload-queue.json'),
    pick: async () => [],
    openExternal: async () => undefined,
    emitProgress: () => undefined,
  });
  const call = async <T>(channel: string, payload: unknown): Promise<T> => {
    const result = await dispatch(handlers, channel, payload);
    if (!result.ok) throw new Error(result.error);
    return result.data as T;
  };
  return { handlers, call };
}

describe('the Import bridge: pages, selections and counts, never the whole card', () => {
  it('reads a card, answers counts, pages its rows and edits them by selection', async () => {
    const jpeg = await makeJpeg({ seed: 4 });
    const files: Record<string, Buffer> = {};
    for (let i = 1; i <= 120; i++) files[`card/DSC_${String(i).padStart(4, '0')}.jpg`] = Buffer.concat([jpeg, Buffer.from(`#${i}`)]);
    await writeFiles(dir, files);
    const { handlers, call } = await main();

    const summary = await call<Record<string, unknown>>('import:dropped', { token: 't', paths: [path.join(dir, 'card')] });
    expect(summary).toMatchObject({ added: 120, new: 120, duplicates: 0, broken: 0 });
    expect(summary).not.toHaveProperty('drafts');
    // The server could not be asked; the drafts are kept all the same.
    expect(summary.lookupError).toMatch(/Could not ask the server/);

    const last = await call<DraftPage>('import:page', { offset: 100, limit: 50 });
    expect(last).toMatchObject({ offset: 100, total: 120, uploadable: 120 });
    expect(last.rows).toHaveLength(20);
    await expect(call('import:page', { offset: 0, limit: 5000 })).rejects.toThrow(/Invalid request/);

    const [first, second] = (await call<DraftPage>('import:page', { offset: 0, limit: 2 })).rows;
    await call('import:set-fields', { id: first!.id, fields: { ...first!.fields, title: 'Puffins at dusk' } });
    expect(await call('import:bulk-edit', { selection: { all: true, except: [first!.id] }, patch: { location: 'Hornøya', titlePattern: 'Hornøya {n}' } })).toEqual({ changed: 119 });
    const edited = (await call<DraftPage>('import:page', { offset: 0, limit: 3 })).rows;
    expect(edited.map((r) => r.fields.title)).toEqual(['Puffins at dusk', 'Hornøya 1', 'Hornøya 2']);
    expect(edited[1]!.fields.location).toBe('Hornøya');
    expect(await call('import:count', { selection: { ids: [first!.id, second!.id] } })).toEqual({ selected: 2, uploadable: 2 });
    expect(await call('upload:get', {})).toBeNull();
    await handlers.shutdown();
  }, ENCODES_IMAGES);
});
