import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { callNames, ipcChannel } from '../shared/contract';
import { fail } from '../shared/result';
import type { PassageApp } from '../core/app';

/**
 * Binds every contract call to ipcMain, and nothing else: a channel outside the contract has no
 * handler. Each message must come from the app's own main frame on the app's own protocol; a
 * message from an iframe, a navigated page or another window is refused (VS Code's habit).
 * ipcMain is passed in so that the test can play Electron's part.
 */
export function bindContract(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  app: PassageApp,
  isTrustedUrl: (url: string) => boolean,
  windowContents: () => WebContents | null,
  /** The app's own windows besides the main one (the hidden window that prints a report). */
  isOtherAppWindow: (contents: WebContents) => boolean = () => false,
): () => void {
  function senderIsTrusted(event: IpcMainInvokeEvent): boolean {
    const frame = event.senderFrame;
    const contents = event.sender;
    if (!frame || (contents !== windowContents() && !isOtherAppWindow(contents))) return false;
    return frame === contents.mainFrame && isTrustedUrl(frame.url);
  }
  for (const name of callNames) {
    ipcMain.handle(ipcChannel.call(name), (event, input: unknown) => {
      if (!senderIsTrusted(event)) return fail('forbidden', 'This call came from a frame that is not Passage.');
      return app.router.handle(name, input);
    });
  }
  const unsubscribe = app.events.subscribe((event, payload) => {
    windowContents()?.send(ipcChannel.event(event), payload);
  });
  return function unbindContract() {
    unsubscribe();
    for (const name of callNames) ipcMain.removeHandler(ipcChannel.call(name));
  };
}
