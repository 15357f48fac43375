/**
 * Where the printable passage plan of a voyage is found, relative to the app's page: the
 * renderer's second page, `report.html`. The Report tab opens it (web host), Electron's main
 * loads it in a hidden window to print it, and the tests print it with Chromium. Written here
 * once so the three agree on the names of its parameters.
 */

export const routeReportPage = 'report.html';

export const routeReportParams = {
  voyageId: 'voyage',
  preparedBy: 'preparedBy',
  /** Hours between forecast rows between waypoints. */
  forecastIntervalH: 'forecastEveryH',
  /** Present when the page should open the browser's print dialog as soon as it is drawn. */
  print: 'print',
} as const;

export interface RouteReportRequest {
  voyageId: string;
  preparedBy: string;
  forecastIntervalH?: number;
  print?: boolean;
}

/** `report.html?voyage=<id>&preparedBy=<name>`, every value percent-encoded. */
export function routeReportAddress(request: RouteReportRequest): string {
  const parts = [
    `${routeReportParams.voyageId}=${encodeURIComponent(request.voyageId)}`,
    `${routeReportParams.preparedBy}=${encodeURIComponent(request.preparedBy)}`,
  ];
  if (request.forecastIntervalH !== undefined) parts.push(`${routeReportParams.forecastIntervalH}=${encodeURIComponent(String(request.forecastIntervalH))}`);
  if (request.print) parts.push(`${routeReportParams.print}=1`);
  return `${routeReportPage}?${parts.join('&')}`;
}
