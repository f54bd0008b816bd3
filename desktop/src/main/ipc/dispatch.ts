import { IPC_CHANNELS, type IpcChannel, type IpcResult } from '@portfolio/shared';

export type Handlers = { [C in IpcChannel]: (request: ReturnType<(typeof IPC_CHANNELS)[C]['request']['parse']>) => Promise<unknown> };

/**
 * Parses a payload with its channel's schema, runs the handler and answers
 * `{ ok, data } | { ok: false, error }` (errors never cross the bridge as exceptions).
 * No electron import: register.ts wires it to ipcMain, the e2e bridge calls it directly.
 */
export async function dispatch(handlers: Handlers, channel: string, payload: unknown): Promise<IpcResult<unknown>> {
  if (!Object.hasOwn(IPC_CHANNELS, channel)) return { ok: false, error: `Unknown channel ${channel}` };
  const spec = IPC_CHANNELS[channel as IpcChannel];
  const parsed = spec.request.safeParse(payload ?? {});
  if (!parsed.success) return { ok: false, error: `Invalid request: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` };
  try {
    const data = await (handlers[channel as IpcChannel] as (r: unknown) => Promise<unknown>)(parsed.data);
    return { ok: true, data };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}
