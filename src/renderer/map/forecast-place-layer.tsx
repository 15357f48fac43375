import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { labelPriority, useChartLabels, useChartMarks, type ChartLabel, type ChartMark } from './chart-labels';
import { useMap } from 'react-leaflet';
import { greatCircleInverse } from '../../shared/geo';
import { formatQuantity } from '../../shared/format/quantity-format';
import type { PaletteColours } from '../palette/palette-colours';
import { useOpenVoyageId } from '../route/open-voyage';
import { usePortWeatherPlace } from '../state/port-weather-place';
import { chartCanvas } from './chart-canvas';

function placeDistanceNm(place: { lat: number; lon: number }, answered: { lat: number; lon: number }): number {
  return greatCircleInverse({ lat: place.lat, lon: place.lon }, { lat: answered.lat, lon: answered.lon }).distanceNm;
}

/** "Forecast for Sea area 45.0N 30.0W" over "38 nm from Point …": two short lines fit where one long one would not. */
function forecastPlaceWords(place: { name: string; lat: number; lon: number } | null, answered: { lat: number; lon: number; location: string | null } | null): string[] | null {
  if (place === null || answered === null) return null;
  return [`Forecast for ${answered.location ?? 'this point'}`, `${formatQuantity(placeDistanceNm(place, answered), 'nm')} from ${place.name}`];
}

/**
 * Where the weather forecast shown at a port or point is really for: the service answers for its
 * nearest place or model point, which at sea can be far from the position asked. The asked place
 * and the answered one are marked, joined by a dashed line labelled with the distance between them.
 */
export function ForecastPlaceLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  const voyageId = useOpenVoyageId();
  const { place, answered } = usePortWeatherPlace(voyageId);
  const renderer = useMemo(() => chartCanvas(map), [map]);
  // Its words are placed with the chart's other text (chart-labels.ts), clear of the route, the ship and the names.
  const words = useMemo(() => forecastPlaceWords(place, answered), [place, answered]);
  useChartLabels('forecast-place', useMemo<ChartLabel[]>(() => (words === null || answered === null ? [] : [{ id: 'forecast-place', lines: words, lat: answered.lat, lon: answered.lon, markRadiusPx: 9, className: 'forecast-place-label', priority: labelPriority.forecastPlace }]), [words, answered]));
  useChartMarks('forecast-place', useMemo<ChartMark[]>(() => (place === null || answered === null ? [] : [{ lat: place.lat, lon: place.lon, radiusPx: 8 }]), [place, answered]));

  useEffect(
    function drawForecastPlace() {
      if (place === null || answered === null) return undefined;
      const distanceNm = placeDistanceNm(place, answered);
      const asked = L.circleMarker([place.lat, place.lon], { renderer, radius: 5, color: colours.accent, weight: 2, fillOpacity: 0, interactive: false });
      const point = L.circleMarker([answered.lat, answered.lon], { renderer, radius: 6, color: colours.accent, weight: 2, fillColor: colours.accent, fillOpacity: 0.6, interactive: false });
      const line = L.polyline(
        [
          [place.lat, place.lon],
          [answered.lat, answered.lon],
        ],
        { renderer, color: colours.accent, weight: 1.5, dashArray: '4 4', interactive: false },
      );
      const group = L.layerGroup([line, asked, point]).addTo(map);
      const container = map.getContainer();
      container.dataset.forecastPlace = `${answered.lat.toFixed(4)},${answered.lon.toFixed(4)}`;
      container.dataset.forecastPlaceDistanceNm = distanceNm.toFixed(2);
      return function removeForecastPlace() {
        group.remove();
        delete container.dataset.forecastPlace;
        delete container.dataset.forecastPlaceDistanceNm;
      };
    },
    [map, renderer, place, answered, colours.accent],
  );
  return null;
}
