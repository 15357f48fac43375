import { EventEmitter } from 'node:events';
import type { WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { appOrigin, isAppUrl } from './app-origin';
import { guardWebContents, opensInSystemBrowser, refusesNavigation } from './navigation-guard';

type OpenHandler = (details: { url: string }) => { action: string };

/** Plays a WebContents: emits Electron's navigation events and keeps the window-open handler. */
function fakeContents() {
  const emitter = new EventEmitter();
  let openHandler: OpenHandler | null = null;
  const contents = Object.assign(emitter, {
    setWindowOpenHandler(handler: OpenHandler) {
      openHandler = handler;
    },
  });
  function attempt(eventName: string, url: string): boolean {
    let prevented = false;
    emitter.emit(eventName, { url, preventDefault: () => (prevented = true) });
    return prevented;
  }
  return {
    contents: contents as unknown as WebContents,
    attempt,
    open: (url: string) => {
      if (!openHandler) throw new Error('No window-open handler was set.');
      return openHandler({ url });
    },
  };
}

describe('the app origin', () => {
  it('is Passage only for passage://app and its paths', () => {
    expect(isAppUrl(`${appOrigin}/index.html`)).toBe(true);
    expect(isAppUrl(appOrigin)).toBe(true);
    for (const url of ['passage://app.evil/', 'passage://apps/', 'file:///index.html', 'https://app/', 'passage://other/']) {
      expect(isAppUrl(url), url).toBe(false);
    }
  });
});

describe('navigation guard (Electron checklist: navigation, new windows, webviews)', () => {
  const outside = ['https://example.com/', 'http://127.0.0.1:8080/', 'file:///etc/passwd', 'passage://app.evil.com/', 'javascript:alert(1)'];

  it('lets the window move between pages of Passage itself', () => {
    const guarded = fakeContents();
    guardWebContents(guarded.contents, () => {});
    expect(guarded.attempt('will-navigate', `${appOrigin}/index.html#voyage`)).toBe(false);
    expect(refusesNavigation(`${appOrigin}/index.html`)).toBe(false);
  });

  it('refuses navigation and redirects anywhere else', () => {
    const guarded = fakeContents();
    guardWebContents(guarded.contents, () => {});
    for (const url of outside) {
      expect(guarded.attempt('will-navigate', url), `navigate to ${url}`).toBe(true);
      expect(guarded.attempt('will-redirect', url), `redirect to ${url}`).toBe(true);
    }
  });

  it('refuses every webview', () => {
    const guarded = fakeContents();
    guardWebContents(guarded.contents, () => {});
    expect(guarded.attempt('will-attach-webview', `${appOrigin}/index.html`)).toBe(true);
  });

  it('denies every new window, and hands only https links to the system browser', () => {
    const opened: string[] = [];
    const guarded = fakeContents();
    guardWebContents(guarded.contents, (url) => opened.push(url));
    for (const url of [...outside, `${appOrigin}/index.html`, 'https://docs.example.org/page']) {
      expect(guarded.open(url), url).toEqual({ action: 'deny' });
    }
    expect(opened).toEqual(['https://example.com/', 'https://docs.example.org/page']);
    expect(opensInSystemBrowser('not a url')).toBe(false);
  });
});
