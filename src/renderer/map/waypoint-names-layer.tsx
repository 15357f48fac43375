import L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { unwrapLongitudes } from '../../shared/geo';
import { samePositions, useOpenVoyageSelector } from '../route/open-voyage';
import { useRouteEditing } from '../route/route-editing';
import { useRouteCheck } from '../route-check/route-check-state';
import { chartLabelsOf, useChartText, type ChartLabel, type ChartMark } from './chart-labels';
import { routeCheckLabel, routeCheckRingRadiusPx } from './route-check-layer';
import { afterNextPaint } from '../shell/use-after-paint';
import { containerProjector } from './container-projection';
import { lineObstacles, placeNamesAndLabels, symbolsInView, type LabelCandidate, type NameCandidate, type NamesPlaced, type ObstacleBox, type SymbolsInView } from './waypoint-name-placement';
import { chartPane } from './chart-pane';

const paneName = 'waypoint-names';
/** What .waypoint-name in app.css sets: the names are measured in the font they are drawn in. */
const nameFont = '600 12px system-ui, sans-serif';
const nameHeightPx = 15;
/** What .chart-placed-label sets: 12px text on 14 px lines, 2 px padding above and below, 4 px beside, a 1 px border. */
const labelFont = '12px system-ui, sans-serif';
const labelPaddingPx = 10;
const labelLinePx = 14;
const labelFramePx = 6;
/** The first few findings keep their words on the chart; the others show them on hover. */
const labelledFindings = 3;

/** Words placed after the names: a layer's (chart-labels.ts) or a route-check finding's, in the same form. */
type PlacedText = Omit<ChartLabel, 'priority'>;

interface Named {
  names: readonly string[];
  /** Where each waypoint is drawn: longitudes unwrapped as the route layer draws them. */
  lats: readonly number[];
  lons: readonly number[];
  selected: number | null;
  /** Words that stay on the chart, placed after the names: the route check's findings first, then the layers' (chart-labels.ts). */
  labels: readonly PlacedText[];
  /** Marks no words may cover (the ship, a picked point). */
  marks: readonly ChartMark[];
}

/**
 * The open voyage's waypoint names beside their symbols, only those that fit at this zoom without
 * overlapping (waypoint-name-placement.ts), then the first route-check findings' words by their
 * rings and the words the other layers keep on the chart (chart-labels.ts: storms, closest
 * approaches, where a forecast is for), clear of the names, the route, the ship, a pick and each other. Plain text in a DOM pane that takes no pointer events:
 * a second canvas would take every click meant for the route's. Placed again when the chart stops
 * moving and when the route or the selection changes, for the waypoints in view only.
 */
export function WaypointNamesLayer() {
  const map = useMap();
  const waypoints = useOpenVoyageSelector((open) => open.voyage?.waypoints);
  // The positions keep their arrays while only names change: the projection of every waypoint is
  // then reused (drawNames), and a keystroke projects nothing.
  const positions = useOpenVoyageSelector((open) => open.voyage?.waypoints, samePositions);
  const place = useMemo(() => {
    const list = positions ?? [];
    return { lats: list.map((each) => each.lat), lons: unwrapLongitudes(list.map((each) => each.lon)) };
  }, [positions]);
  const { selected } = useRouteEditing();
  const { result } = useRouteCheck();
  const chartText = useChartText();
  // The layers' words change apart from the route: a drop or a keystroke gathers them no more.
  const chartWords = useMemo(() => chartLabelsOf(chartText), [chartText]);
  // Kept while the waypoints are: a change of words alone (below) is then told from a change of names.
  const names = useMemo(() => (waypoints ?? []).map((each) => each.name), [waypoints]);
  const named = useMemo<Named>(() => {
    const findings = (result?.findings ?? [])
      .filter((finding) => finding.severity === 'warning')
      .slice(0, labelledFindings)
      .map((finding) => ({
        id: `${finding.kind}@leg${finding.legIndex + 1}`,
        lines: [routeCheckLabel(finding)],
        lat: finding.lat,
        lon: finding.lon,
        markRadiusPx: routeCheckRingRadiusPx,
        className: 'route-check-placed-label',
      }));
    const { labels, marks } = chartWords;
    return { names, lats: place.lats, lons: place.lons, selected, labels: [...findings, ...labels], marks };
  }, [names, place, selected, result, chartWords]);
  const live = useRef(named);
  live.current = named;

  // Above everything drawn along the route (the graticule 450, the forecast route 460, the leg risk
  // 465, route-check rings, limit marks and the ship 470), below popups (700): a ring at a waypoint
  // covered the first letters of its name. The words keep clear of the ship and of each other, take
  // no pointer events, and their halo keeps them readable over a ring.
  const pane = useMemo(() => chartPane(map, paneName, 475, true), [map]);

  // What the names were last placed for: opening a voyage fits the chart to it, and the names
  // placed on that move need not be placed again by the effect of the same render.
  const placedFor = useRef<string | null>(null);
  const placedNamed = useRef<Named | null>(null);
  const placeIfChanged = useCallback(
    (now: Named) => {
      const origin = map.getPixelOrigin();
      const pan = map.containerPointToLayerPoint([0, 0]);
      const size = map.getSize();
      const view = `${map.getZoom()} ${origin.x} ${origin.y} ${pan.x} ${pan.y} ${size.x} ${size.y}`;
      if (placedNamed.current === now && placedFor.current === view) return;
      placedNamed.current = now;
      placedFor.current = view;
      drawNames(map, pane, now, view, textMeasurer(nameFont), textMeasurer(labelFont));
    },
    [map, pane],
  );

  useEffect(
    function followTheChart() {
      function place() {
        pane.style.visibility = '';
        placeIfChanged(live.current);
      }
      // The names are not scaled by the zoom animation: hidden during it, placed again after.
      function hide() {
        pane.style.visibility = 'hidden';
      }
      map.on('zoomstart', hide);
      map.on('moveend resize', place);
      return function stopFollowing() {
        map.off('zoomstart', hide);
        map.off('moveend resize', place);
        pane.replaceChildren();
        placedNamed.current = null;
      };
    },
    [map, pane, placeIfChanged],
  );

  // Words alone (a route-check finding, a storm's label, a closest approach) change several times
  // while a voyage opens, each layer in its own render: placed with the names at once, each cost a
  // placement of every name (about 20 ms at 1,000 waypoints), one of them in the frame that opened
  // the voyage (window-responsiveness bench). They are placed once, in a task after the next paint;
  // names, positions and the selection still at once, so that a name never lags its waypoint.
  const wordsLater = useRef<(() => void) | null>(null);
  const dropWordsLater = useCallback(() => {
    wordsLater.current?.();
    wordsLater.current = null;
  }, []);
  useEffect(
    function placeForThisRoute() {
      const placed = placedNamed.current;
      const wordsOnly = placed !== null && placed.names === named.names && placed.lats === named.lats && placed.lons === named.lons && placed.selected === named.selected;
      if (!wordsOnly) {
        dropWordsLater();
        placeIfChanged(named);
      } else if (wordsLater.current === null) {
        wordsLater.current = afterNextPaint(() => {
          wordsLater.current = null;
          placeIfChanged(live.current);
        });
      }
    },
    [named, placeIfChanged, dropWordsLater],
  );
  useEffect(() => dropWordsLater, [dropWordsLater]);

  return null;
}

const widthsByFont = new Map<string, Map<string, number>>();
const contextsByFont = new Map<string, CanvasRenderingContext2D | null>();

/** Text widths in `font` from a canvas, remembered: a route's names repeat on every move. */
function textMeasurer(font: string): (text: string) => number {
  // One canvas per font: a new one for each placement cost a millisecond a keystroke.
  let context = contextsByFont.get(font);
  if (context === undefined) {
    context = document.createElement('canvas').getContext('2d');
    if (context !== null) context.font = font;
    contextsByFont.set(font, context);
  }
  const widths = widthsByFont.get(font) ?? new Map<string, number>();
  widthsByFont.set(font, widths);
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = Math.ceil(context?.measureText(text).width ?? text.length * 7);
      widths.set(text, width);
    }
    return width;
  };
}

/** `view` is the chart's zoom, pixel origin, pan and size as placeIfChanged keys them. */
function drawNames(map: L.Map, pane: HTMLElement, named: Named, view: string, measure: (text: string) => number, measureLabel: (text: string) => number) {
  const size = map.getSize();
  const panOffset = map.containerPointToLayerPoint([0, 0]);
  const toContainer = containerProjector(map);
  // Every waypoint projected once, for the names and for the route as the labels' obstacle, and
  // the symbols in view indexed once; again only when the waypoints move or the view does (a
  // keystroke in a name places the names against the same symbols).
  const before = projections.get(pane);
  const projected =
    before !== undefined && before.lats === named.lats && before.lons === named.lons && before.view === view ? before : project(named, view, size, toContainer, before);
  projections.set(pane, projected);
  const { points: waypointsPx, inView, symbols } = projected;
  const candidates: NameCandidate[] = [];
  for (const at of inView) {
    const name = named.names[at.index];
    if (name === undefined || name === '') continue;
    candidates.push(new LazyName(at.index, at.xPx, at.yPx, name, measure));
  }
  // A layer's words go by the world copy of their mark nearest the chart's centre (storms are drawn at three).
  const centreLon = map.getCenter().lng;
  const nearCentre = (lon: number) => lon + 360 * Math.round((centreLon - lon) / 360);
  const labels: LabelCandidate[] = named.labels.map((label) => ({
    id: label.id,
    ...toContainer(label.lat, nearCentre(label.lon)),
    markRadiusPx: label.markRadiusPx,
    widthPx: Math.max(...label.lines.map(measureLabel)) + labelPaddingPx,
    heightPx: label.lines.length * labelLinePx + labelFramePx,
  }));
  // The route as the chart draws it between the waypoints, the ship and any pick: no words over them.
  if (labels.length > 0) projected.route ??= lineObstacles(waypointsPx, 3, 6, { widthPx: size.x, heightPx: size.y });
  const route = labels.length === 0 ? [] : (projected.route ?? []);
  const marks: ObstacleBox[] = named.marks.map((mark) => {
    const at = toContainer(mark.lat, nearCentre(mark.lon));
    return { left: at.xPx - mark.radiusPx, top: at.yPx - mark.radiusPx, right: at.xPx + mark.radiusPx, bottom: at.yPx + mark.radiusPx };
  });
  const placement = placeNamesAndLabels(candidates, labels, [...route, ...marks], {
    viewWidthPx: size.x,
    viewHeightPx: size.y,
    selected: named.selected,
    lastIndex: named.names.length - 1,
    symbols,
    // A keystroke in a name tests again only that name and those whose room it took or gave back.
    previous: namesPlacedByPane.get(pane),
  });
  namesPlacedByPane.set(pane, placement.placed);
  // The elements of the last placement are kept by what they show and changed only where they
  // differ: a keystroke renames one element, where a new set of elements was a new layout of the pane.
  const previous = shownByPane.get(pane) ?? new Map<string, HTMLElement>();
  const shown = new Map<string, HTMLElement>();
  const element = (key: string) => {
    const made = previous.get(key) ?? document.createElement('div');
    shown.set(key, made);
    return made;
  };
  const labelElements = placement.labels.map((each) => {
    const label = named.labels.find((candidate) => candidate.id === each.id);
    const lines = label?.lines.length ?? 1;
    return show(element(`label ${each.id}`), {
      className: `chart-placed-label ${label?.className ?? ''}`,
      text: label?.lines.join('\n') ?? '',
      heightPx: lines * labelLinePx + labelFramePx,
      leftPx: each.leftPx + panOffset.x,
      topPx: each.topPx + panOffset.y,
      data: ['label', each.id],
    });
  });
  const nameElements = placement.names.map((each) =>
    show(element(`name ${each.index}`), {
      className: each.index === named.selected ? 'waypoint-name waypoint-name-selected' : 'waypoint-name',
      text: named.names[each.index] ?? '',
      heightPx: null,
      leftPx: each.leftPx + panOffset.x,
      topPx: each.topPx + panOffset.y,
      data: ['index', String(each.index)],
    }),
  );
  shownByPane.set(pane, shown);
  const children = [...nameElements, ...labelElements];
  const unchanged = children.length === pane.children.length && children.every((each, index) => pane.children[index] === each);
  if (!unchanged) pane.replaceChildren(...children);
}

interface Projected {
  lats: readonly number[];
  lons: readonly number[];
  view: string;
  points: readonly { xPx: number; yPx: number }[];
  /** The waypoints on the chart, named or not. */
  inView: readonly { index: number; xPx: number; yPx: number }[];
  /** Their symbols, which no name may cover (an unnamed waypoint's too). */
  symbols: SymbolsInView;
  /** The route as the labels' obstacle, made when there are labels. */
  route?: ObstacleBox[];
}

/** Each names pane's last placement of names, for the next (a keystroke's). */
const namesPlacedByPane = new WeakMap<HTMLElement, NamesPlaced>();

/** The waypoints each names pane last projected, and for which positions and view. */
const projections = new WeakMap<HTMLElement, Projected>();

function project(named: Named, view: string, size: L.Point, toContainer: (lat: number, lon: number) => { xPx: number; yPx: number }, before: Projected | undefined): Projected {
  // A drop moves a waypoint or two: in the same view, the others keep their points (projecting
  // all 5,000 again was about 2.5 ms a drop in a CPU profile).
  const reusable = before !== undefined && before.view === view ? before : undefined;
  const points = named.lats.map((lat, index) => {
    const lon = named.lons[index] ?? 0;
    const kept = reusable !== undefined && reusable.lats[index] === lat && reusable.lons[index] === lon ? reusable.points[index] : undefined;
    return kept ?? toContainer(lat, lon);
  });
  const inView: { index: number; xPx: number; yPx: number }[] = [];
  points.forEach(({ xPx, yPx }, index) => {
    if (xPx >= 0 && yPx >= 0 && xPx <= size.x && yPx <= size.y) inView.push({ index, xPx, yPx });
  });
  return { lats: named.lats, lons: named.lons, view, points, inView, symbols: symbolsInView(inView) };
}

/**
 * A name as the placement sees it, measured only if the placement asks: most names of a long
 * route seen whole are crowded out. A class, so that the getter is its prototype's: an object
 * literal with a getter for each of 1,000 names was a good part of a keystroke's placement.
 */
class LazyName implements NameCandidate {
  readonly heightPx = nameHeightPx;
  constructor(
    readonly index: number,
    readonly xPx: number,
    readonly yPx: number,
    readonly text: string,
    private readonly measure: (text: string) => number,
  ) {}
  get widthPx(): number {
    return this.measure(this.text);
  }
}

/** The elements each names pane shows, by what they stand for (`name 12`, `label storm@…`). */
const shownByPane = new WeakMap<HTMLElement, Map<string, HTMLElement>>();

interface Shown {
  className: string;
  text: string;
  heightPx: number | null;
  leftPx: number;
  topPx: number;
  data: [string, string];
}

/**
 * One name or label set to what it must show, touching only what differs: a name kept where it
 * was keeps its compositing layer (Leaflet's translate3d makes one per name), where a new element
 * for every name made and committed a dozen new layers a keystroke.
 */
function show(element: HTMLElement, { className, text, heightPx, leftPx, topPx, data }: Shown): HTMLElement {
  if (element.className !== className) element.className = className;
  if (element.textContent !== text) element.textContent = text; // as text, never parsed as HTML
  const height = heightPx === null ? '' : `${heightPx}px`;
  if (element.style.height !== height) element.style.height = height;
  const at = L.DomUtil.getPosition(element) as L.Point | undefined;
  if (at?.x !== leftPx || at.y !== topPx) L.DomUtil.setPosition(element, L.point(leftPx, topPx));
  if (element.dataset[data[0]] !== data[1]) element.dataset[data[0]] = data[1];
  return element;
}
