import { EventEmitter } from 'node:events';
import type { WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { appOrigin, isAppPageUrl, isAppUrl } from './app-origin';
import { externalLinkConfirmation, externalLinkDecision, guardWebContents, refusesNavigation } from './navigation-guard';

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

  it('denies every new window; https links go to the system browser, off the allow-list only after asking', () => {
    const followed: unknown[] = [];
    const guarded = fakeContents();
    guardWebContents(guarded.contents, (decision) => followed.push(decision));
    for (const url of [...outside, `${appOrigin}/index.html`, 'https://docs.example.org/page', 'https://www.openstreetmap.org/copyright', 'https://user:pw@www.openstreetmap.org/']) {
      expect(guarded.open(url), url).toEqual({ action: 'deny' });
    }
    expect(followed).toEqual([
      { action: 'ask', url: 'https://example.com/' },
      { action: 'ask', url: 'https://docs.example.org/page' },
      { action: 'open', url: 'https://www.openstreetmap.org/copyright' },
    ]);
    expect(externalLinkDecision('not a url')).toEqual({ action: 'refuse' });
  });

  it('asks with the whole address shown, bidirectional tricks encoded, Cancel the default', () => {
    const decision = externalLinkDecision('https://example.com/\u202Egpj.exe');
    expect(decision).toEqual({ action: 'ask', url: 'https://example.com/%E2%80%AEgpj.exe' });
    const question = externalLinkConfirmation('https://example.com/%E2%80%AEgpj.exe');
    expect(question).toMatchObject({ detail: 'https://example.com/%E2%80%AEgpj.exe', buttons: ['Cancel', 'Open in browser'], defaultId: 0, cancelId: 0 });
  });
});

describe('which pages may make contract calls', () => {
  it('only the app window page and the report page, with any query or fragment', () => {
    for (const url of [`${appOrigin}/index.html`, `${appOrigin}/index.html#voyage`, `${appOrigin}/report.html?voyage=abc&preparedBy=Mate`]) expect(isAppPageUrl(url), url).toBe(true);
    for (const url of [`${appOrigin}/`, `${appOrigin}/assets/map.svg`, `${appOrigin}/api/platform/models`, `${appOrigin}/index.html/..%2fx`, 'passage://app.evil/index.html', 'https://app/index.html']) {
      expect(isAppPageUrl(url), url).toBe(false);
    }
  });
});
