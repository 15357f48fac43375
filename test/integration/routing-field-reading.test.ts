import { describe, expect, it } from 'vitest';
import { decodePng, layerReader, layerReading } from '../../src/core/weather-routing/layer-image-reading';
import { bandOfColour } from '../../src/shared/service/palette-reading';
import { navigatorUnitFor } from '../../src/shared/voyage/forecast-element-units';
import { useDemoApp } from './demo-app-fixture';

// Weather routing's fields read back from the demo service's map layer images by their palette
// (issue 24 point 1), held against the demo's own point timeseries at the same places and times:
// each reading lies within one palette step of the point answer.

const HOUR_MS = 3_600_000;
const nowMs = Date.UTC(2026, 10, 23, 12, 0);
const fixture = useDemoApp('passage-routing-fields-', nowMs);
const box = { north: 50, south: 0, west: -70, east: -10 };
const places = [
  { lat: 45, lon: -40 },
  { lat: 38.3, lon: -61.7 },
  { lat: 25, lon: -30 },
  { lat: 14.2, lon: -55.5 },
  { lat: 8, lon: -20 },
  { lat: 31, lon: -15.4 },
];

const cases = [
  { what: 'wind', model: 'ecmwf-hres', element: 'windSpeed', level: '10m', area: 'weather' },
  { what: 'waves', model: 'ecmwf-wam', element: 'significantWaveHeight', level: undefined, area: 'marine' },
  { what: 'current', model: 'ncep-rtofs', element: 'currentSpeed', level: '0', area: 'marine' },
] as const;

describe('fields for routing read back from layer images', () => {
  it.each(cases)('$what: within one palette step of the point timeseries at six places and three times', { timeout: 60_000 }, async ({ model, element, level, area }) => {
    const serviceData = fixture.app().serviceData;
    const query = { model, run: 'latest', element, zoom: 4, ...box, ...(level === undefined ? {} : { level }) };
    const layers = await serviceData.fetch('weatherMapsLayers', query);
    const reading = layerReading(layers.value.palette, element, layers.value.element?.unit ?? '');
    const steps = layers.value.layers.map((layer) => layer.timestamp).filter((step) => step * 1000 >= nowMs);
    const times = [steps[0]!, steps.find((step) => step * 1000 >= nowMs + 30 * HOUR_MS)!, steps.find((step) => step * 1000 >= nowMs + 100 * HOUR_MS)!];
    let compared = 0;
    for (const timeSec of times) {
      const image = await serviceData.fetchLayerImage(query, timeSec);
      const pixels = decodePng(Buffer.from(image.value.imageBase64, 'base64'));
      const reader = layerReader(pixels, box, reading);
      for (const place of places) {
        const pointQuery = { lat: place.lat, lon: place.lon, model, elements: [element], levels: [level ?? ''] };
        const point = area === 'weather' ? await serviceData.fetch('weatherTimeseriesPoint', pointQuery) : await serviceData.fetch('marineTimeseriesPoint', pointQuery);
        const series = point.value.elements[0]!;
        const truth = series.data.find((step) => step.time === timeSec)?.value;
        if (truth === null || truth === undefined) continue;
        const truthInUnit = navigatorUnitFor(element, series.unit ?? '').convert(truth);
        const read = reader.valueAt(place.lat, place.lon);
        expect(read, `${element} at ${place.lat}, ${place.lon}, ${new Date(timeSec * 1000).toISOString()}`).not.toBeNull();
        // One palette step: the width of the band the reading came from (the open top band: the one below it).
        const bands = reading.palette.bands;
        const band = bands.find((each) => reading.convert(each.from) <= read! && (each.to === null || read! <= reading.convert(each.to))) ?? bands.at(-1)!;
        const below = bands[Math.max(0, bands.indexOf(band) - 1)]!;
        const stepInUnit = band.to === null ? reading.convert(below.to ?? below.from) - reading.convert(below.from) : reading.convert(band.to) - reading.convert(band.from);
        expect(Math.abs(read! - truthInUnit), `${element} at ${place.lat}, ${place.lon}: read ${read}, point answer ${truthInUnit}`).toBeLessThanOrEqual(stepInUnit);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(15);
    // The reading is the palette's: a pixel's colour is one of the answer's bands.
    expect(bandOfColour(reading.palette, reading.palette.bands[2]!.colour)?.index).toBe(reading.palette.bands[2]!.index);
  });
});
