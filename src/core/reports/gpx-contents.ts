import type { RouteFileChoice, RouteFileItem } from '../../shared/voyage/route-file';
import type { XmlTree } from './parse-messages';
import { refuse } from './route-file-error';
import { childElements, childText } from './xml-tree';
import { countWords } from '../../shared/format/count-words';

/**
 * What a GPX file holds that can become a route, in the order the navigator meets it: its
 * routes (<rte>), its tracks (<trk>), then its loose waypoints (<wpt>) as one list. Plotters
 * save a passage as any of the three; the preview lets the navigator pick when there are several.
 */
export interface GpxItem extends RouteFileItem {
  element: XmlTree;
}

export function gpxItems(gpx: XmlTree): GpxItem[] {
  const routes = childElements(gpx, 'rte').map((element, index): GpxItem => ({
    kind: 'route',
    name: childText(element, 'name') ?? `Route ${index + 1}`,
    points: childElements(element, 'rtept').length,
    segments: 1,
    element,
  }));
  const tracks = childElements(gpx, 'trk').map((element, index): GpxItem => {
    const segments = childElements(element, 'trkseg');
    return {
      kind: 'track',
      name: childText(element, 'name') ?? `Track ${index + 1}`,
      points: segments.reduce((sum, segment) => sum + childElements(segment, 'trkpt').length, 0),
      segments: segments.length,
      element,
    };
  });
  const loose = childElements(gpx, 'wpt');
  const waypoints: GpxItem[] = loose.length === 0 ? [] : [{ kind: 'waypoints', name: 'Waypoints', points: loose.length, segments: 1, element: gpx }];
  return [...routes, ...tracks, ...waypoints];
}

const kindWords: Record<RouteFileItem['kind'], string> = { route: 'route', track: 'track', waypoints: 'waypoint list' };

export function itemLabel(item: RouteFileItem, index: number): string {
  return `${kindWords[item.kind]} ${index + 1} “${item.name.slice(0, 60)}”`;
}

/** The chosen item, or the file's first; a choice the file cannot meet is refused, not guessed. */
export function chosenItem(items: readonly GpxItem[], choice: RouteFileChoice | undefined, fileName: string): { item: GpxItem; choice: RouteFileChoice } {
  const resolved = choice ?? { item: 0, segment: 'all' };
  const item = items[resolved.item];
  if (!item) throw refuse(fileName, `it holds ${items.length} routes, tracks or waypoint lists; item ${resolved.item + 1} was asked for`);
  if (resolved.segment !== 'all' && (item.kind !== 'track' || resolved.segment >= item.segments)) {
    throw refuse(fileName, `${itemLabel(item, resolved.item)} has no segment ${resolved.segment + 1}`);
  }
  return { item, choice: resolved };
}

/** "2 routes and 1 track": what a file holds, said when the navigator may want another. */
export function contentsWords(items: readonly RouteFileItem[]): string {
  const count = (kind: RouteFileItem['kind'], word: string) => {
    const n = items.filter((item) => item.kind === kind).length;
    return n === 0 ? [] : [countWords(n, word)];
  };
  const parts = [...count('route', 'route'), ...count('track', 'track'), ...count('waypoints', 'waypoint list')];
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
