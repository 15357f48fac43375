import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IpcMainInvokeEvent, WebContents } from 'electron';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type PassageApp } from '../core/app';
import { ipcChannel } from '../shared/contract';
import { appOrigin, isAppUrl } from './app-origin';
import { bindContract } from './ipc';

type Handler = (event: IpcMainInvokeEvent, input: unknown) => unknown;

/** Plays ipcMain: keeps the handlers bindContract registers so the test can invoke them. */
function fakeIpcMain() {
  const handlers = new Map<string, Handler>();
  return {
    handlers,
    handle: (channel: string, handler: Handler) => void handlers.set(channel, handler),
    removeHandler: (channel: string) => void handlers.delete(channel),
  };
}

interface FakeFrame {
  url: string;
}

function fakeWindowContents(mainFrameUrl: string) {
  const sent: Array<{ channel: string; payload: unknown }> = [];
  const mainFrame: FakeFrame = { url: mainFrameUrl };
  const contents = { mainFrame, send: (channel: string, payload: unknown) => sent.push({ channel, payload }) };
  return { contents: contents as unknown as WebContents, mainFrame, sent };
}

function invokeEvent(sender: WebContents, senderFrame: FakeFrame | null): IpcMainInvokeEvent {
  return { sender, senderFrame } as unknown as IpcMainInvokeEvent;
}

let dataFolder: string;
let app: PassageApp;

beforeEach(() => {
  dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-ipc-'));
  app = createApp({ dataFolder, host: 'electron', version: '0.0.0-test', dataSource: 'demo', serviceUrl: null });
});

afterEach(() => {
  app.close();
  fs.rmSync(dataFolder, { recursive: true, force: true });
});

describe('IPC binding (only the app’s own main frame may call)', () => {
  const getAppInfo = ipcChannel.call('getAppInfo');

  it('answers a call from the main frame of the app window', async () => {
    const ipc = fakeIpcMain();
    const window = fakeWindowContents(`${appOrigin}/index.html`);
    bindContract(ipc, app, isAppUrl, () => window.contents);
    const result = await ipc.handlers.get(getAppInfo)?.(invokeEvent(window.contents, window.mainFrame), {});
    expect(result).toMatchObject({ ok: true, value: { name: 'Passage', host: 'electron' } });
  });

  it('refuses a call from an iframe, another window, a navigated page or a destroyed frame', async () => {
    const ipc = fakeIpcMain();
    const window = fakeWindowContents(`${appOrigin}/index.html`);
    bindContract(ipc, app, isAppUrl, () => window.contents);
    const otherWindow = fakeWindowContents(`${appOrigin}/index.html`);
    const strangers: Array<[string, IpcMainInvokeEvent]> = [
      ['an iframe of the app window', invokeEvent(window.contents, { url: `${appOrigin}/index.html` })],
      ['another window', invokeEvent(otherWindow.contents, otherWindow.mainFrame)],
      ['a destroyed frame', invokeEvent(window.contents, null)],
    ];
    for (const [who, event] of strangers) {
      expect(await ipc.handlers.get(getAppInfo)?.(event, {}), who).toEqual({
        ok: false,
        error: { code: 'forbidden', message: 'This call came from a frame that is not Passage.' },
      });
    }
    window.mainFrame.url = 'https://example.com/';
    expect(await ipc.handlers.get(getAppInfo)?.(invokeEvent(window.contents, window.mainFrame), {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('answers the hidden window that prints a passage plan only while main says it is one of the app', async () => {
    const ipc = fakeIpcMain();
    const window = fakeWindowContents(`${appOrigin}/index.html`);
    const report = fakeWindowContents(`${appOrigin}/report.html?voyage=v1&preparedBy=`);
    let printing = true;
    bindContract(ipc, app, isAppUrl, () => window.contents, (contents) => printing && contents === report.contents);
    const call = () => ipc.handlers.get(getAppInfo)?.(invokeEvent(report.contents, report.mainFrame), {});
    expect(await call()).toMatchObject({ ok: true, value: { name: 'Passage' } });
    printing = false;
    expect(await call()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('refuses every call when the window is gone', async () => {
    const ipc = fakeIpcMain();
    const window = fakeWindowContents(`${appOrigin}/index.html`);
    bindContract(ipc, app, isAppUrl, () => null);
    expect(await ipc.handlers.get(getAppInfo)?.(invokeEvent(window.contents, window.mainFrame), {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('binds contract channels only, pushes events to the window, and unbinds all of them', async () => {
    const ipc = fakeIpcMain();
    const window = fakeWindowContents(`${appOrigin}/index.html`);
    const unbind = bindContract(ipc, app, isAppUrl, () => window.contents);
    expect([...ipc.handlers.keys()].every((channel) => channel.startsWith(ipcChannel.call('getAppInfo').replace('getAppInfo', '')))).toBe(true);
    expect(ipc.handlers.has('passage:anything-else')).toBe(false);
    expect(ipc.handlers.size).toBeGreaterThan(0);
    await app.router.handle('setSettings', {});
    expect(window.sent.map((message) => message.channel)).toEqual([ipcChannel.event('settingsChanged')]);
    unbind();
    expect(ipc.handlers.size).toBe(0);
    await app.router.handle('setSettings', {});
    expect(window.sent).toHaveLength(1);
  });
});
