import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/service/endpoints';
import { weatherMapsLayersResponseSchema } from '../../shared/service/maps';
import { shippingPointResponseSchema } from '../../shared/service/shipping';
import { marinePointResponseSchema, weatherPointResponseSchema } from '../../shared/service/timeseries';
import { mapLayerPng, weatherMapsLayers } from './maps-layers';
import { shippingPoint } from './shipping';
import { marineTimeseriesPoint, weatherTimeseriesPoint } from './timeseries';

/**
 * A layer agrees with the point data: the value read back from the layer's image by its palette
 * (the colour's band) is within one palette step of what the shipping or timeseries answer gives
 * at the same place and time, so the chart and the meteogram never tell two stories.
 */

const nowMs = Date.UTC(2026, 10, 25, 9, 20);
const state = { world: { seed: 1, scenarioCyclones: [] }, nowMs: () => nowMs, origin: 'http://127.0.0.1:1' };

/** The RGBA pixels of a PNG as the demo writes it (8-bit RGBA, filter 0 on every row). */
function decodePng(png: Buffer): { width: number; height: number; rgba: Uint8Array } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.subarray(at + 4, at + 8).toString('ascii') === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const rgba = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    expect(raw[row * (width * 4 + 1)]).toBe(0);
    rgba.set(raw.subarray(row * (width * 4 + 1) + 1, (row + 1) * (width * 4 + 1)), row * width * 4);
  }
  return { width, height, rgba };
}

interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** The pixel that shows a position: columns even in longitude, rows even in Web Mercator y. */
function pixelOf(box: Box, size: number, lat: number, lon: number): { x: number; y: number } {
  const spanLon = box.east >= box.west ? box.east - box.west : box.east + 360 - box.west;
  const fromWest = (((lon - box.west) % 360) + 360) % 360;
  const fy = (mercatorY(box.north) - mercatorY(lat)) / (mercatorY(box.north) - mercatorY(box.south));
  return { x: Math.floor((fromWest / spanLon) * size), y: Math.floor(fy * size) };
}

/** The band a value falls in: the last limit at or below it. */
function bandOfValue(values: readonly (number | null)[], value: number): number {
  let band = 0;
  values.forEach((limit, index) => {
    if (limit !== null && value >= limit) band = index;
  });
  return band;
}

function rgbaText(rgba: Uint8Array, offset: number): string {
  const alpha = Math.round(((rgba[offset + 3] ?? 0) / 255) * 100) / 100;
  return `rgba(${rgba[offset]},${rgba[offset + 1]},${rgba[offset + 2]},${alpha})`;
}

/** The layer's image for one step, read at a position: the palette band its colour names. */
function bandReadFromLayer(query: Record<string, unknown>, timeSec: number, lat: number, lon: number) {
  const answer = weatherMapsLayers(endpoints.weatherMapsLayers.query.parse(query), state);
  if (!answer.ok) throw new Error(answer.message);
  const layers = weatherMapsLayersResponseSchema.parse(answer.body);
  const layer = layers.layers.find((each) => each.timestamp === timeSec);
  if (layer === undefined) throw new Error(`no layer at ${timeSec}`);
  const png = mapLayerPng(new URL(layer.imageUrl).searchParams, state);
  if (typeof png === 'string') throw new Error(png);
  const image = decodePng(png);
  const { x, y } = pixelOf(query as unknown as Box, image.width, lat, lon);
  const colour = rgbaText(image.rgba, (y * image.width + x) * 4);
  const colours = layers.palette?.colors ?? [];
  expect(colours, `colour ${colour} is one of the palette's`).toContain(colour);
  return { band: colours.indexOf(colour), values: layers.palette?.values ?? [], unit: layers.element?.unit };
}

function stepOf(hoursAhead: number): number {
  const answer = weatherTimeseriesPoint(endpoints.weatherTimeseriesPoint.query.parse({ lat: 0, lon: 0, model: 'ecmwf-hres', elements: ['windSpeed'], levels: ['10m'] }), state);
  if (!answer.ok) throw new Error(answer.message);
  const runtime = weatherPointResponseSchema.parse(answer.body).runtime ?? 0;
  return runtime + hoursAhead * 3600;
}

function shippingValue(lat: number, lon: number, key: string, timeSec: number): number {
  const answer = shippingPoint(endpoints.shippingPoint.query.parse({ lat, lon }), state);
  if (!answer.ok) throw new Error(answer.message);
  const element = shippingPointResponseSchema.parse(answer.body).elements?.find((each) => each?.key === key);
  const value = element?.data?.find((step) => step?.time === timeSec)?.value;
  if (typeof value !== 'number') throw new Error(`no ${key} at ${timeSec}`);
  return value;
}

function timeseriesValue(area: 'weather' | 'marine', query: Record<string, unknown>, timeSec: number): number {
  const answer =
    area === 'weather'
      ? weatherTimeseriesPoint(endpoints.weatherTimeseriesPoint.query.parse(query), state)
      : marineTimeseriesPoint(endpoints.marineTimeseriesPoint.query.parse(query), state);
  if (!answer.ok) throw new Error(answer.message);
  const parsed = (area === 'weather' ? weatherPointResponseSchema : marinePointResponseSchema).parse(answer.body);
  const value = parsed.elements[0]?.data.find((step) => step.time === timeSec)?.value;
  if (typeof value !== 'number') throw new Error(`no value at ${timeSec}`);
  return value;
}

describe('demo map layers agree with the point data', () => {
  const biscay = { north: 52, south: 40, east: -2, west: -16, zoom: 5 };
  const pacific = { north: 10, south: -30, east: -160, west: 160, zoom: 3 };

  const cases = [
    { name: 'wind in Biscay, now', lat: 45.5, lon: -8.2, hours: 3, layer: { ...biscay, model: 'ecmwf-hres', run: 'latest', element: 'windSpeed', level: '10m' }, point: (t: number) => shippingValue(45.5, -8.2, 'windSpeed10m', t) },
    { name: 'wind in Biscay, two days on', lat: 48.1, lon: -12.7, hours: 51, layer: { ...biscay, model: 'ecmwf-hres', run: 'latest', element: 'windSpeed', level: '10m' }, point: (t: number) => shippingValue(48.1, -12.7, 'windSpeed10m', t) },
    { name: 'waves in Biscay', lat: 44.2, lon: -5.5, hours: 24, layer: { ...biscay, model: 'ecmwf-wam', run: 'latest', element: 'significantWaveHeight' }, point: (t: number) => shippingValue(44.2, -5.5, 'significantWaveHeight', t) },
    {
      name: 'wind in knots across 180°, east of it',
      lat: -12.3,
      lon: -172.4,
      hours: 12,
      layer: { ...pacific, model: 'gfs', run: 'latest', element: 'windSpeed', level: '10m', unit: 'kn' },
      point: (t: number) => timeseriesValue('weather', { lat: -12.3, lon: -172.4, model: 'gfs', elements: ['windSpeed'], levels: ['10m'], units: ['kn'] }, t),
    },
    {
      name: 'waves across 180°, west of it',
      lat: 3.4,
      lon: 175.1,
      hours: 72,
      layer: { ...pacific, model: 'noaa-ww3', run: 'latest', element: 'significantWaveHeight' },
      point: (t: number) => timeseriesValue('marine', { lat: 3.4, lon: 175.1, model: 'noaa-ww3', elements: ['significantWaveHeight'], levels: [''] }, t),
    },
  ];

  it.each(cases)('$name: the colour read back is within one palette step of the point value', (each) => {
    const timeSec = stepOf(each.hours);
    const read = bandReadFromLayer(each.layer, timeSec, each.lat, each.lon);
    const pointValue = each.point(timeSec);
    expect(Math.abs(read.band - bandOfValue(read.values, pointValue)), `point value ${pointValue} ${read.unit ?? ''}, palette ${read.values.join(' ')}`).toBeLessThanOrEqual(1);
  });

  it('the answer carries the palette and the element in the asked unit', () => {
    const answer = weatherMapsLayers(endpoints.weatherMapsLayers.query.parse({ ...biscay, model: 'ecmwf-hres', run: 'latest', element: 'windSpeed', level: '10m', unit: 'kn' }), state);
    if (!answer.ok) throw new Error(answer.message);
    const layers = weatherMapsLayersResponseSchema.parse(answer.body);
    expect(layers.element).toMatchObject({ unit: 'kn', level: '10m' });
    // 20 km/h is 10.8 kn: the limits follow the unit, so a knot value finds its own band.
    expect(layers.palette?.values?.[2]).toBeCloseTo(10.8, 1);
  });

  it('a layer refuses an element the model does not have, naming what it has', () => {
    const answer = weatherMapsLayers(endpoints.weatherMapsLayers.query.parse({ ...biscay, model: 'ecmwf-wam', run: 'latest', element: 'windSpeed' }), state);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.message).toMatch(/element: "windSpeed" is not allowed for model ecmwf-wam; expected one of significantWaveHeight/);
  });
});
