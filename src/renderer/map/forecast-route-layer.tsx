import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';
import { unwrapPolyline } from '../../shared/geo';
import type { Palette } from '../../shared/settings/settings';
import { colourBands, colourFor } from '../forecast/route-colouring';
import { useOpenVoyageId } from '../route/open-voyage';
import { useRouteForecast } from '../state/route-forecast';
import { plotColours } from '../palette/plot-colours';
import { useChartMarks } from './chart-labels';
import { hoveredPointIndex } from './leg-hit';
import { shipAt } from './forecast-route-stretch';
import { chartPane } from './chart-pane';

/**
 * The route as forecast, coloured by the chosen element, with the ship where she will be at the
 * meteogram's cursor time; moving the pointer along the route moves that cursor.
 */

const paneName = 'forecast-route';

function forecastPane(map: L.Map): void {
  chartPane(map, paneName, 460);
}

/** How far beside the drawn route the pointer still hovers it, in pixels. */
const hoverTolerancePx = 6;

export function ForecastRouteLayer({ palette }: { palette: Palette }) {
  const map = useMap();
  const { answer, cursor, setCursor, colourBy } = useRouteForecast(useOpenVoyageId());
  const series = answer?.value ?? null;
  const line = useMemo(() => (series === null ? [] : unwrapPolyline(series.points)), [series]);
  const group = useMemo(() => L.layerGroup(), []);
  // SVG, not a canvas: a canvas costs its area several times over in the renderer (chart-canvas.ts),
  // and lying over the chart's canvas it took the pointer everywhere, a path only on its stroke.
  const renderer = useMemo(() => L.svg({ pane: paneName }), []);
  const ship = useMemo(() => L.circleMarker([0, 0], { pane: paneName, renderer, radius: 7, weight: 3, fillOpacity: 0.9, interactive: false }), [renderer]);

  useEffect(
    function addForecastRoute() {
      forecastPane(map);
      group.addTo(map);
      return function removeForecastRoute() {
        group.remove();
        renderer.remove();
      };
    },
    [map, group, renderer],
  );

  useEffect(
    function drawColouredRoute() {
      group.clearLayers();
      if (series === null) {
        // Nothing drawn, and the chart says so: another voyage's forecast must not linger in it.
        delete map.getContainer().dataset.forecastRoute;
        return;
      }
      const colours = plotColours[palette];
      const element = series.elements.find((each) => each.key === colourBy);
      const values = element?.values ?? [];
      const bands = colourBands(values, colours.ramp);
      // One path per colour, its stretches as parts: a path per stretch was 1,000 elements and more.
      const stretchesByColour = new Map<string, [number, number][][]>();
      for (let index = 1; index < line.length; index++) {
        const before = values[index - 1] ?? null;
        const after = values[index] ?? null;
        const value = before === null || after === null ? (before ?? after) : (before + after) / 2;
        const colour = colourFor(value, bands, colours.noValue);
        const stretch: [number, number][] = [
          [line[index - 1]!.lat, line[index - 1]!.lon],
          [line[index]!.lat, line[index]!.lon],
        ];
        const stretches = stretchesByColour.get(colour);
        if (stretches) stretches.push(stretch);
        else stretchesByColour.set(colour, [stretch]);
      }
      for (const [colour, stretches] of stretchesByColour) {
        group.addLayer(L.polyline(stretches, { pane: paneName, renderer, color: colour, weight: 6, opacity: 0.95, interactive: false }));
      }
      // The pointer is taken by one unseen line along the whole route, as wide as the canvas's
      // stroke and tolerance were; hovering it moves the meteogram's cursor to the nearer end
      // of the stretch under the pointer.
      const hover = L.polyline(
        line.map((point) => [point.lat, point.lon] as [number, number]),
        { pane: paneName, renderer, weight: 6 + 2 * hoverTolerancePx, opacity: 0 },
      );
      // Projected once per zoom, not per move (5,000 points at every pixel the pointer crosses):
      // layer points move only when the zoom or the pixel origin does, never with a pan.
      let projected: { view: string; points: L.Point[] } | null = null;
      hover.on('mousemove', (event: L.LeafletMouseEvent) => {
        const origin = map.getPixelOrigin();
        const view = `${map.getZoom()}:${origin.x}:${origin.y}`;
        if (projected?.view !== view) projected = { view, points: line.map((point) => map.latLngToLayerPoint([point.lat, point.lon])) };
        const index = hoveredPointIndex(projected.points, event.layerPoint);
        const point = index === null ? undefined : series.points[index];
        if (point) setCursor({ timeUtcMs: point.timeUtcMs, from: 'chart' });
      });
      group.addLayer(hover);
      map.getContainer().dataset.forecastRoute = `${colourBy}:${line.length}`;
    },
    [map, group, renderer, series, line, palette, colourBy, setCursor],
  );

  const at = useMemo(() => (series === null || cursor === null ? null : shipAt(series, line, cursor.timeUtcMs)), [series, line, cursor]);
  // No words kept on the chart may cover the ship (chart-labels.ts).
  useChartMarks('forecast-ship', useMemo(() => (at === null ? [] : [{ lat: at.lat, lon: at.lon, radiusPx: 10 }]), [at]));

  useEffect(
    function showShipAtCursor() {
      const colours = plotColours[palette];
      if (at === null) {
        ship.remove();
        delete map.getContainer().dataset.forecastShip;
        return;
      }
      ship.setLatLng([at.lat, at.lon]).setStyle({ color: colours.ship, fillColor: colours.ramp[0] });
      if (!map.hasLayer(ship)) ship.addTo(map);
      map.getContainer().dataset.forecastShip = `${at.lat.toFixed(4)},${at.lon.toFixed(4)}`;
    },
    [map, ship, at, palette],
  );

  return null;
}
