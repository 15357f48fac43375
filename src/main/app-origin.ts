/**
 * Where the renderer lives: passage://app/, not file:// (Electron's checklist, item 18). Kept
 * apart from app-protocol.ts, which needs Electron at run time, so that the navigation guard and
 * the IPC sender check can be unit-tested in plain Node.
 */
import { routeReportPage } from '../shared/voyage/route-report-address';

export const appScheme = 'passage';
export const appOrigin = `${appScheme}://app`;

/** True only for a page of Passage itself; a look-alike host or scheme is not Passage. */
export function isAppUrl(url: string): boolean {
  return url === appOrigin || url.startsWith(`${appOrigin}/`);
}

/** The app's own pages: the only documents whose main frame may make contract calls. */
const appPages = new Set(['/index.html', `/${routeReportPage}`]);

/**
 * True only for Passage's window page and its report page (any query or fragment). Any other
 * document served from passage://app (a file a build happened to ship, an SVG opened as a page)
 * gets no contract, so a page that is not Passage's can never spend credits or touch the key.
 */
export function isAppPageUrl(url: string): boolean {
  if (!isAppUrl(url)) return false;
  try {
    return appPages.has(new URL(url).pathname);
  } catch {
    return false;
  }
}
