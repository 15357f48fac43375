import type { AppInfo } from '../../shared/contract';

/**
 * What the status bar says about where the data comes from. Demo data must never pass for a
 * forecast: it is named as such, in the accent colour.
 */
export function dataSourceLabel(info: Pick<AppInfo, 'dataSource' | 'serviceUrl'>): { text: string; isDemo: boolean } {
  if (info.dataSource === 'demo') return { text: 'Demo data', isDemo: true };
  const host = serviceHost(info.serviceUrl);
  return { text: host ? `Live: ${host}` : 'Live', isDemo: false };
}

/** Only the host: a service URL may carry a path or, worse, a key in its query. */
function serviceHost(serviceUrl: string | null): string {
  if (!serviceUrl) return '';
  try {
    return new URL(serviceUrl).host;
  } catch {
    return '';
  }
}
