import type { WebContents } from 'electron';
import { isAppUrl } from './app-origin';

/**
 * Web content may never take Passage's window somewhere else, open a window of its own or attach
 * a webview (Electron's checklist, items 12 to 14). A link to an https page goes to the system
 * browser instead, where it has none of Passage's reach: at once for the few sites Passage itself
 * links to, otherwise only after the navigator has seen the whole address and said yes (a page
 * shown in the app, a route file's link or a service answer could name any site).
 */
export function refusesNavigation(url: string): boolean {
  return !isAppUrl(url);
}

/** Hosts Passage's own pages link to (map attribution); nothing else opens without asking. */
export const externalLinkAllowList: readonly string[] = ['www.openstreetmap.org', 'leafletjs.com'];

export type ExternalLinkDecision = { action: 'open'; url: string } | { action: 'ask'; url: string } | { action: 'refuse' };

export function externalLinkDecision(url: string, allowList: readonly string[] = externalLinkAllowList): ExternalLinkDecision {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { action: 'refuse' };
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return { action: 'refuse' };
  // href: the parsed, percent-encoded form, so what is shown is what is opened (no hidden bidi characters).
  return allowList.includes(parsed.hostname) ? { action: 'open', url: parsed.href } : { action: 'ask', url: parsed.href };
}

/** The question asked before a link off the allow-list opens: the whole address, Cancel first. */
export function externalLinkConfirmation(url: string) {
  return {
    type: 'question' as const,
    buttons: ['Cancel', 'Open in browser'],
    defaultId: 0,
    cancelId: 0,
    title: 'Open a web page',
    message: 'Open this address in your web browser?',
    detail: url,
    noLink: true,
  };
}

/** `followLink` opens (after asking, for 'ask') what the decision allows. */
export function guardWebContents(contents: WebContents, followLink: (decision: Exclude<ExternalLinkDecision, { action: 'refuse' }>) => void): void {
  function refuseLeaving(event: { preventDefault(): void }, url: string) {
    if (refusesNavigation(url)) event.preventDefault();
  }
  contents.on('will-navigate', (event) => refuseLeaving(event, event.url));
  contents.on('will-redirect', (event) => refuseLeaving(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const decision = externalLinkDecision(url);
    if (decision.action !== 'refuse') followLink(decision);
    return { action: 'deny' };
  });
}
