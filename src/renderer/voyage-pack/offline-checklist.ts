import type { PackItem, PackItemKind, PackStatus } from '../../shared/voyage/voyage-pack';

/**
 * "Ready for offline": for every tab and the printed plan, whether it will work with no
 * connection and with data how old, from what the pack holds. A tab needs all its items done; an
 * item the navigator unticked (or never chose) leaves the part it feeds empty, said so.
 */

export interface ChecklistRow {
  view: string;
  ready: boolean;
  /** Age of the oldest data the view will show, ms; null when it holds none. */
  ageMs: number | null;
  words: string;
}

interface ViewNeeds {
  view: string;
  needs: readonly PackItemKind[];
  /** Items the view shows when packed, but works without. */
  optional?: readonly PackItemKind[];
  alwaysOnline?: string;
}

const views: readonly ViewNeeds[] = [
  { view: 'Route tab', needs: ['ports'], optional: ['portWeather', 'places'] },
  { view: 'Forecast tab', needs: ['routeForecast'], optional: ['comparedModel', 'departures', 'ensemble'] },
  { view: 'Risk tab', needs: ['ensemble', 'storms'] },
  { view: 'Chart', needs: ['storms', 'ports'], optional: ['mapLayer'] },
  { view: 'Printed plan', needs: ['routeForecast', 'ensemble', 'storms', 'ports'], optional: ['portWeather'] },
  { view: 'Shore tab', needs: [], alwaysOnline: 'Road traffic and crew journeys are live: they need a connection.' },
];

const kindWords: Record<PackItemKind, string> = {
  routeForecast: 'the route forecast',
  comparedModel: 'the compared models',
  departures: 'the best departure',
  ensemble: 'the ensemble',
  storms: 'the storms',
  mapLayer: 'the weather map',
  portWeather: 'the port weather',
  ports: 'the ports',
  places: 'the port time zones',
  routingFields: "the weather routing's fields",
};

function oldest(items: readonly PackItem[]): number | null {
  const times = items.flatMap((item) => (item.oldestFetchedAtMs === null ? [] : [item.oldestFetchedAtMs]));
  return times.length === 0 ? null : Math.min(...times);
}

export function offlineChecklist(status: PackStatus, nowMs: number): ChecklistRow[] {
  return views.map(({ view, needs, optional = [], alwaysOnline }) => {
    if (alwaysOnline !== undefined) return { view, ready: false, ageMs: null, words: alwaysOnline };
    const of = (kind: PackItemKind) => status.items.filter((item) => item.kind === kind);
    const missing = needs.filter((kind) => of(kind).length === 0 || of(kind).some((item) => item.state !== 'done'));
    const optionalMissing = optional.filter((kind) => of(kind).length === 0 || of(kind).some((item) => item.state !== 'done'));
    const held = [...needs, ...optional].flatMap(of).filter((item) => item.state === 'done');
    const fetchedAtMs = oldest(held);
    const ageMs = fetchedAtMs === null ? null : Math.max(0, nowMs - fetchedAtMs);
    const ready = missing.length === 0;
    const without = (kinds: readonly PackItemKind[]) => kinds.map((kind) => kindWords[kind]).join(', ');
    const words = ready
      ? optionalMissing.length === 0
        ? 'Works offline.'
        : `Works offline, without ${without(optionalMissing)}.`
      : `Not ready: ${without(missing)} not packed.`;
    return { view, ready, ageMs, words };
  });
}
