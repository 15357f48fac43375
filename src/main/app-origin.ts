/**
 * Where the renderer lives: passage://app/, not file:// (Electron's checklist, item 18). Kept
 * apart from app-protocol.ts, which needs Electron at run time, so that the navigation guard and
 * the IPC sender check can be unit-tested in plain Node.
 */
export const appScheme = 'passage';
export const appOrigin = `${appScheme}://app`;

/** True only for a page of Passage itself; a look-alike host or scheme is not Passage. */
export function isAppUrl(url: string): boolean {
  return url === appOrigin || url.startsWith(`${appOrigin}/`);
}
