import { formatQuantity } from '../../shared/format/quantity-format';
import { limitSeverityWords } from '../../shared/format/limit-words';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';
import { unwrapPolyline } from '../../shared/geo';
import { formatUtcShort } from '../../shared/time/time-format';
import { findExceedances, limitText, type Exceedance } from '../../shared/voyage/exceedances';
import { useRouteForecast } from '../state/route-forecast';
import type { PaletteColours } from '../palette/palette-colours';
import { useOpenVoyageId, useOpenVoyageSelector } from '../route/open-voyage';
import { stretchLine } from './forecast-route-stretch';
import { useAfterPaint } from '../shell/use-after-paint';
import { chartPane } from './chart-pane';

/**
 * The stretches of the forecast route where a vessel limit is passed, drawn over the coloured
 * route: soft in the palette's warning colour, hard in its alarm colour, dashed so the forecast
 * colour still shows between the dashes; the tooltip gives the limit, the peak and the times.
 * Hovering a stretch moves the meteogram's cursor, as hovering the route itself does.
 */

const paneName = 'exceedances';

function exceedancePane(map: L.Map): void {
  // Just above the forecast route (460), below the tooltips.
  chartPane(map, paneName, 470);
}

/**
 * Dashed, so the forecast colour shows between the dashes; a hard stretch is narrower and its
 * dashes fall in a soft one's gaps, so where both are passed both still show.
 */
const markStyle = { pane: paneName, opacity: 0.95, dashArray: '9 9', lineCap: 'butt' } as const;

/** The tooltip's three lines: the limit passed, the peak, from when to when. */
export function exceedanceLines(each: Exceedance): [string, string, string] {
  return [
    `${limitText(each.limit, each.limitValue, each.what)} (${limitSeverityWords[each.severity]})`,
    `peak ${formatQuantity(each.peakValue, each.unit)} at ${formatUtcShort(each.peakUtcMs)}`,
    `${formatUtcShort(each.fromUtcMs)} – ${formatUtcShort(each.toUtcMs)}`,
  ];
}

/** Built as elements, not HTML text: nothing in it is ever parsed as markup. */
function tooltipContent(each: Exceedance): HTMLElement {
  const content = document.createElement('div');
  for (const text of exceedanceLines(each)) {
    const line = document.createElement('div');
    line.textContent = text;
    content.append(line);
  }
  return content;
}

export function ExceedanceLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  const profile = useOpenVoyageSelector((open) => open.profile);
  const { answer, setCursor } = useRouteForecast(useOpenVoyageId());
  const series = answer?.value ?? null;
  const line = useMemo(() => (series === null ? [] : unwrapPolyline(series.points)), [series]);
  const found = useMemo(() => (series !== null && profile ? { series, line, report: findExceedances(series, profile.limits) } : null), [series, line, profile]);
  // Drawn in the task after the frame that shows the forecast: a Pacific crossing's hundreds of
  // marks, each a path, were made in the frame the forecast arrived in and held it the longer.
  // What no longer holds (another voyage, new limits) goes at once, in the frame of the change.
  const painted = useAfterPaint(found);
  const drawn = painted === found ? found : null;
  const group = useMemo(() => L.layerGroup(), []);
  // SVG, not canvas: a canvas over the forecast route's would take the pointer everywhere, a path only on its stroke.
  const renderer = useMemo(() => L.svg({ pane: paneName }), []);

  useEffect(
    function addExceedances() {
      exceedancePane(map);
      group.addTo(map);
      return function removeExceedances() {
        group.remove();
        renderer.remove();
        delete map.getContainer().dataset.exceedances;
      };
    },
    [map, group, renderer],
  );

  useEffect(
    function drawExceedances() {
      group.clearLayers();
      const container = map.getContainer();
      if (drawn === null) {
        delete container.dataset.exceedances;
        return;
      }
      const { series, line, report } = drawn;
      // Hard last, so where a soft and a hard stretch overlap the hard one is on top.
      const ordered = [...report.exceedances].sort((a, b) => Number(a.severity === 'hard') - Number(b.severity === 'hard'));
      for (const each of ordered) {
        const { positions, pointIndexes } = stretchLine(series, line, each.fromUtcMs, each.toUtcMs);
        if (positions.length < 2) continue;
        const stretch = L.polyline(
          positions.map((position) => [position.lat, position.lon] as [number, number]),
          each.severity === 'hard'
            ? { ...markStyle, renderer, color: colours.alarm, weight: 9, dashOffset: '9', className: 'exceedance-mark exceedance-hard' }
            : { ...markStyle, renderer, color: colours.warn, weight: 15, className: 'exceedance-mark exceedance-soft' },
        );
        // Made when it opens: hundreds of marks made none of their tooltips' elements up front.
        stretch.bindTooltip(() => tooltipContent(each), { sticky: true, direction: 'auto', className: 'exceedance-tooltip' });
        stretch.on('mousemove', (event: L.LeafletMouseEvent) => {
          let nearest: number | null = null;
          let nearestPx = Infinity;
          for (const index of pointIndexes) {
            const px = map.latLngToContainerPoint([line[index]!.lat, line[index]!.lon]).distanceTo(event.containerPoint);
            if (px < nearestPx) [nearest, nearestPx] = [index, px];
          }
          const point = nearest === null ? undefined : series.points[nearest];
          if (point) setCursor({ timeUtcMs: point.timeUtcMs, from: 'chart' });
        });
        group.addLayer(stretch);
      }
      container.dataset.exceedances = `soft:${report.exceedances.filter((each) => each.severity === 'soft').length},hard:${report.exceedances.filter((each) => each.severity === 'hard').length}`;
    },
    [map, group, renderer, drawn, colours, setCursor],
  );

  return null;
}
