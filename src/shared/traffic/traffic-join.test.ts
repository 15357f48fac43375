import { describe, expect, it } from 'vitest';
import { trafficEventSchema, trafficFeatureSchema, type TrafficEvent, type TrafficFeature } from '../service/traffic';
import { joinTraffic } from './traffic-join';
import { trafficNearPort } from './traffic-near-port';

// Hand-made: two jams on the A15 with the same text, started 40 minutes apart. The geo feed lists
// them in the other order and writes the start with an offset where the overview writes Z.
const description = 'A15 Europoort richting Rotterdam: 2.5 km file';
const overview: TrafficEvent[] = [
  trafficEventSchema.parse({ roadNumber: 'A15', description, startTime: '2026-11-25T07:00:00Z', delayMinutes: 12, queueLength: 2.5, causeType: 'congestion' }),
  trafficEventSchema.parse({ roadNumber: 'A15', description, startTime: '2026-11-25T07:40:00Z', delayMinutes: 25, queueLength: 2.5, causeType: 'congestion' }),
  trafficEventSchema.parse({ roadNumber: 'A2', description: 'A2 Utrecht richting Amsterdam: omleiding', startTime: '2026-11-25T06:00:00Z', delayMinutes: 10 }),
];
const features: TrafficFeature[] = [
  trafficFeatureSchema.parse({
    geometry: { type: 'LineString', coordinates: [[4.30, 51.88], [4.35, 51.88]] },
    properties: { roadNumber: 'A15', description: `  ${description.toUpperCase()} `, startTime: '2026-11-25T08:40:00+01:00', presentationType: 'stationary' },
  }),
  trafficFeatureSchema.parse({
    geometry: { type: 'Point', coordinates: [4.10, 51.95] },
    properties: { roadNumber: 'A15', description, startTime: '2026-11-25T08:00:00+01:00', presentationType: 'slow' },
  }),
  trafficFeatureSchema.parse({
    geometry: { type: 'Point', coordinates: [4.48, 51.92] },
    properties: { roadNumber: 'A16', description: 'A16 Ridderkerk: afgesloten', startTime: '2026-11-25T05:00:00Z', delayBand: 'BETWEEN_TEN_MINUTES_AND_THIRTY_MINUTES' },
  }),
];

describe('the traffic join (overview events with GeoJSON features, no shared id)', () => {
  const joined = joinTraffic(overview, features);

  it('tells two events on the same road with the same text apart by their start time', () => {
    const [early, late] = joined;
    expect(early?.delayMinutes).toBe(12);
    expect(early?.points).toEqual([[51.95, 4.10]]);
    expect(early?.presentationType).toBe('slow');
    expect(late?.delayMinutes).toBe(25);
    expect(late?.points).toEqual([[51.88, 4.30], [51.88, 4.35]]);
    expect(late?.presentationType).toBe('stationary');
  });

  it('keeps an event with no feature (no position) and a feature with no event (delay from its band)', () => {
    expect(joined).toHaveLength(4);
    expect(joined[2]).toMatchObject({ roadNumber: 'A2', source: 'overview only', points: [] });
    // The feature alone gives a band, not minutes: kept as the band, never as its lower bound.
    expect(joined[3]).toMatchObject({ roadNumber: 'A16', source: 'geo only', delayMinutes: null, delayBandMinutes: { fromMinutes: 10, toMinutes: 30 } });
  });

  it('lists what lies near the port nearest first', () => {
    const rotterdam = { lat: 51.9, lon: 4.483333 };
    const near = trafficNearPort(joined, rotterdam);
    expect(near.map((event) => event.roadNumber)).toEqual(['A16', 'A15', 'A15']);
    expect(near[0]?.distanceNm).toBeLessThan(1.5);
    expect(near.map((event) => event.delayMinutes)).toEqual([null, 25, 12]);
    expect(trafficNearPort(joined, { lat: 53.2, lon: 6.56 })).toEqual([]);
  });

  it('says a road number the spec writes as "?" as not given, and keeps the direction of each event', () => {
    const unknownRoad = trafficEventSchema.parse({ roadNumber: '?', description: 'Ongeval', startTime: '2026-11-25T07:00:00Z', endLocation: 'Rotterdam' });
    const [event] = joinTraffic([unknownRoad], []);
    expect(event).toMatchObject({ roadNumber: null, towards: 'Rotterdam', delayMinutes: null, delayBandMinutes: null });
  });
});
