import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';
import { greatCircleInverse } from '../../shared/geo';
import { formatQuantity } from '../../shared/format/quantity-format';
import type { PaletteColours } from '../palette/palette-colours';
import { useOpenVoyage } from '../route/open-voyage';
import { usePortWeatherPlace } from '../state/port-weather-place';
import { chartCanvas } from './chart-canvas';

/**
 * Where the weather forecast shown at a port or point is really for: the service answers for its
 * nearest place or model point, which at sea can be far from the position asked. The asked place
 * and the answered one are marked, joined by a dashed line labelled with the distance between them.
 */
export function ForecastPlaceLayer({ colours }: { colours: PaletteColours }) {
  const map = useMap();
  const voyageId = useOpenVoyage().voyage?.id ?? null;
  const { place, answered } = usePortWeatherPlace(voyageId);
  const renderer = useMemo(() => chartCanvas(map), [map]);

  useEffect(
    function drawForecastPlace() {
      if (place === null || answered === null) return undefined;
      const distanceNm = greatCircleInverse({ lat: place.lat, lon: place.lon }, { lat: answered.lat, lon: answered.lon }).distanceNm;
      const words = `Forecast for ${answered.location ?? 'this point'}: ${formatQuantity(distanceNm, 'nm')} from ${place.name}`;
      const asked = L.circleMarker([place.lat, place.lon], { renderer, radius: 5, color: colours.accent, weight: 2, fillOpacity: 0, interactive: false });
      const point = L.circleMarker([answered.lat, answered.lon], { renderer, radius: 6, color: colours.accent, weight: 2, fillColor: colours.accent, fillOpacity: 0.6, interactive: false });
      const line = L.polyline(
        [
          [place.lat, place.lon],
          [answered.lat, answered.lon],
        ],
        { renderer, color: colours.accent, weight: 1.5, dashArray: '4 4', interactive: false },
      );
      const label = L.tooltip({ permanent: true, direction: 'top', className: 'forecast-place-label', offset: [0, -8] }).setLatLng([answered.lat, answered.lon]).setContent(words);
      const group = L.layerGroup([line, asked, point]).addTo(map);
      label.addTo(map);
      const container = map.getContainer();
      container.dataset.forecastPlace = `${answered.lat.toFixed(4)},${answered.lon.toFixed(4)}`;
      container.dataset.forecastPlaceDistanceNm = distanceNm.toFixed(2);
      return function removeForecastPlace() {
        group.remove();
        label.remove();
        delete container.dataset.forecastPlace;
        delete container.dataset.forecastPlaceDistanceNm;
      };
    },
    [map, renderer, place, answered, colours.accent],
  );
  return null;
}
