import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { IPC_CHANNELS, type IpcChannel } from '../../ipc/contract';
import { dispatch, type Handlers } from './dispatch';

/**
 * Registers one ipcMain handler per channel of the contract. Each call must come from the app's
 * own page (event.senderFrame) and its payload is parsed with the channel's schema before the
 * handler runs (STYLE 7: "check event.senderFrame and parse every payload").
 */
export function registerIpc(handlers: Handlers, isAppUrl: (url: string) => boolean): void {
  for (const channel of Object.keys(IPC_CHANNELS) as IpcChannel[]) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, payload: unknown) => {
      const url = event.senderFrame?.url ?? '';
      if (!isAppUrl(url) || event.senderFrame?.parent) {
        return { ok: false, error: 'Refused: the request did not come from the app' };
      }
      return dispatch(handlers, channel, payload);
    });
  }
}
