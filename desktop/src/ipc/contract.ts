/**
 * The bridge between renderer and main, from the shared contract (shared/src/contracts/ipc.ts):
 * the preload builds `window.desktop` from these channel names, main parses every payload with
 * their schemas. No electron import here, so tests and the e2e bridge use the same list.
 */
import { type IpcChannel, type IpcRequest, type IpcResponse, type IpcResult, type QueueStatus, type ReadProgress } from '@portfolio/shared';

export { IPC_CHANNELS, IPC_EVENTS } from '@portfolio/shared';
export type { IpcChannel, IpcRequest, IpcResponse, IpcResult } from '@portfolio/shared';

/** Channels only the preload itself sends (never exposed to the page as a verb). */
export const PRELOAD_ONLY_CHANNELS = ['import:dropped'] as const satisfies readonly IpcChannel[];

type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;
type Namespace<C> = C extends `${infer N}:${string}` ? N : never;
type Verb<C> = C extends `${string}:${infer V}` ? Camel<V> : never;
type PageChannel = Exclude<IpcChannel, (typeof PRELOAD_ONLY_CHANNELS)[number]>;

export type DesktopInvoke<C extends IpcChannel> = (request: IpcRequest<C>) => Promise<IpcResult<IpcResponse<C>>>;

/** `window.desktop`: one verb per channel, grouped by namespace ('upload:retry-failed' → desktop.upload.retryFailed). */
export type DesktopApi = {
  [N in Namespace<PageChannel>]: { [C in Extract<PageChannel, `${N}:${string}`> as Verb<C>]: DesktopInvoke<C> };
} & {
  import: {
    /** Files and folders dropped on the page; their paths are taken in the preload, never from the page. */
    dropFiles(files: File[], auth: { token: string }): Promise<IpcResult<IpcResponse<'import:dropped'>>>;
    /** Reading progress of the files being added (a card of 10,000 files takes a while). */
    onProgress(listener: (progress: ReadProgress) => void): () => void;
  };
  upload: {
    onProgress(listener: (status: QueueStatus) => void): () => void;
  };
};

export function camel(s: string): string {
  return s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Splits 'upload:retry-failed' into ['upload', 'retryFailed']. */
export function channelPath(channel: string): [string, string] {
  const [ns, verb] = channel.split(':');
  return [ns, camel(verb)];
}
