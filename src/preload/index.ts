import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { callNames, eventNames, ipcChannel, type CallName, type EventName } from '../shared/contract-names';
import type { PassageBridge } from '../shared/bridge';

/**
 * Exposes exactly the contract's calls and events as `window.passage`: one method per call,
 * built from the contract's list, so no channel is forwarded that the contract does not name.
 */
const calls = Object.fromEntries(
  callNames.map((name: CallName) => [name, (input: unknown) => ipcRenderer.invoke(ipcChannel.call(name), input)]),
);

function on(event: EventName, listener: (payload: unknown) => void): () => void {
  if (!eventNames.includes(event)) throw new Error(`Unknown event ${String(event)}`);
  const channel = ipcChannel.event(event);
  const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => ipcRenderer.removeListener(channel, wrapped);
}

contextBridge.exposeInMainWorld('passage', { ...calls, on } as unknown as PassageBridge);
