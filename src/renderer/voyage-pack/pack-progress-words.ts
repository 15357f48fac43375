import type { DataSource } from '../../shared/service/answer-provenance';
import { byteSizeWords } from '../../shared/format/byte-size';
import { costWords, creditWords, requestWords } from '../../shared/format/credit-words';
import { countWords } from '../../shared/format/count-words';
import { formatAge, formatDuration } from '../../shared/time/time-format';
import type { StaleItem } from '../../shared/voyage/pack-staleness';
import type { PackItem, PackItemKind, PackStatus } from '../../shared/voyage/voyage-pack';

/** The pack's progress and its items in words, one place for the Route tab, the voyage list and the status bar. */

export const itemStateWords: Record<PackItem['state'], string> = {
  waiting: 'waiting',
  fetching: 'fetching…',
  done: 'done',
  failed: 'failed',
  skipped: 'skipped',
};

/** "4 of 9 items · 120 of 412 simulated credits · 1.2 MB · about 3 min left". */
export function progressWords(status: PackStatus, dataSource: DataSource): string {
  const remaining = status.state !== 'running' || status.remainingMs === null ? '' : status.remainingMs < 60_000 ? ' · under a minute left' : ` · about ${formatDuration(status.remainingMs)} left`;
  return `${status.itemsDone} of ${countWords(status.itemsTotal, 'item')} · ${creditWords(status.creditsSpent, dataSource)} of ${status.creditsEstimated.toLocaleString('en-GB')} spent${unknownWords(status.creditsUnknown)} · ${byteSizeWords(status.bytes)} received${remaining}`;
}

/** Requests the link cut off may have been charged or not: said apart, never added to what was spent. */
export function unknownWords(creditsUnknown: number): string {
  return creditsUnknown > 0 ? ` (and up to ${creditsUnknown.toLocaleString('en-GB')} for requests cut off: charged or not, unknown)` : '';
}

/** An item's cost before it is asked: "cached, no credits" or "12 simulated credits", and its size as the app measured what arrives. */
export function itemCostWords(item: PackItem, dataSource: DataSource): string {
  return `${costWords(item.creditsEstimated, dataSource)}${item.bytesEstimated === 0 ? '' : `, about ${byteSizeWords(item.bytesEstimated)}`}`;
}

/** An item's progress: "3 of 11 requests, 2 from the cache". */
export function itemProgressWords(item: PackItem): string {
  if (item.requestsTotal === 0) return '';
  const cached = item.requestsFromCache === 0 ? '' : `, ${item.requestsFromCache} from the cache`;
  return `${item.requestsDone} of ${requestWords(item.requestsTotal)}${cached}`;
}

/** An age before "old": "3 h", "under a minute" (formatAge's "just now" reads wrong there). */
function ageWords(ageMs: number): string {
  return ageMs < 60_000 ? 'under a minute' : formatAge(ageMs);
}

/** The pack's age in one line: "Packed 3 h ago", "Pack paused", "Not prepared". */
export function packAgeWords(status: PackStatus | null, nowMs: number): string {
  if (status === null) return 'Not prepared for sea';
  if (status.state === 'done') return status.oldestFetchedAtMs === null ? 'Packed' : `Packed, data ${ageWords(nowMs - status.oldestFetchedAtMs)} old`;
  if (status.state === 'running') return `Packing: ${status.itemsDone} of ${countWords(status.itemsTotal, 'item')}`;
  return `Pack ${status.state}: ${status.itemsDone} of ${countWords(status.itemsTotal, 'item')}`;
}

const kindShortWords: Record<PackItemKind, string> = {
  routeForecast: 'forecast',
  comparedModel: 'compared models',
  departures: 'best departure',
  ensemble: 'ensemble',
  storms: 'storms',
  mapLayer: 'weather map',
  portWeather: 'port weather',
  ports: 'ports',
  places: 'places',
  routingFields: 'routing fields',
};

/** "Stale: storms 7 h, forecast 13 h old": each kind once, at its oldest, oldest first. */
export function staleWords(stale: readonly StaleItem[]): string {
  const oldestByKind = new Map<PackItemKind, number>();
  for (const item of stale) oldestByKind.set(item.kind, Math.max(item.ageMs, oldestByKind.get(item.kind) ?? 0));
  const parts = [...oldestByKind].sort((a, b) => b[1] - a[1]).map(([kind, ageMs]) => `${kindShortWords[kind]} ${ageWords(ageMs)}`);
  return `Stale: ${parts.join(', ')} old`;
}
