import type { WebContents } from 'electron';
import { isAppUrl } from './app-origin';

/**
 * Web content may never take Passage's window somewhere else, open a window of its own or attach
 * a webview (Electron's checklist, items 12 to 14). A link to an https page opens in the
 * system browser instead, where it has none of Passage's reach.
 */
export function refusesNavigation(url: string): boolean {
  return !isAppUrl(url);
}

export function opensInSystemBrowser(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export function guardWebContents(contents: WebContents, openExternal: (url: string) => void): void {
  function refuseLeaving(event: { preventDefault(): void }, url: string) {
    if (refusesNavigation(url)) event.preventDefault();
  }
  contents.on('will-navigate', (event) => refuseLeaving(event, event.url));
  contents.on('will-redirect', (event) => refuseLeaving(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (opensInSystemBrowser(url)) openExternal(url);
    return { action: 'deny' };
  });
}
