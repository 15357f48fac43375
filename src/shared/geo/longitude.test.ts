import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longitudeDifference, normalizeLongitude, normalizePolyline, unwrapLongitudes, unwrapPolyline } from './longitude';

describe('longitudes', () => {
  it('normalises to -180..180, keeping values already in range as they are', () => {
    expect(normalizeLongitude(190)).toBe(-170);
    expect(normalizeLongitude(-190)).toBe(170);
    expect(normalizeLongitude(540)).toBe(180);
    expect(normalizeLongitude(-540)).toBe(180);
    expect(normalizeLongitude(720.5)).toBeCloseTo(0.5, 12);
    expect(normalizeLongitude(-180)).toBe(-180);
    expect(normalizeLongitude(180)).toBe(180);
    expect(normalizeLongitude(-73.9)).toBe(-73.9);
  });

  it('takes the short way round for the change of longitude', () => {
    expect(longitudeDifference(170, -170)).toBe(20);
    expect(longitudeDifference(-170, 170)).toBe(-20);
    expect(longitudeDifference(4.05, -73.9)).toBeCloseTo(-77.95, 12);
    expect(longitudeDifference(0, 180)).toBe(180);
    expect(longitudeDifference(0, -180)).toBe(180);
  });

  it('unwraps a Pacific crossing into a continuous line and normalises it back', () => {
    const line = [
      { lat: 35, lon: 170 },
      { lat: 40, lon: 179.5 },
      { lat: 42, lon: -178 },
      { lat: 45, lon: -150 },
    ];
    const unwrapped = unwrapPolyline(line);
    expect(unwrapped.map((point) => point.lon)).toEqual([170, 179.5, 182, 210]);
    expect(unwrapped.map((point) => point.lat)).toEqual([35, 40, 42, 45]);
    expect(normalizePolyline(unwrapped)).toEqual(line);
  });

  it('property: unwrapped longitudes never jump by more than 180° and stay on the same meridians', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -540, max: 540, noNaN: true }), { maxLength: 200 }), (lons) => {
        const unwrapped = unwrapLongitudes(lons);
        expect(unwrapped).toHaveLength(lons.length);
        if (lons.length > 0) expect(unwrapped[0]).toBe(lons[0]);
        unwrapped.forEach((lon, index) => {
          if (index > 0) expect(Math.abs(lon - (unwrapped[index - 1] ?? NaN))).toBeLessThanOrEqual(180);
          // same meridian: differs from the input by a whole number of turns
          const turns = (lon - (lons[index] ?? NaN)) / 360;
          expect(Math.abs(turns - Math.round(turns))).toBeLessThan(1e-9);
        });
      }),
    );
  });

  it('property: normalised longitudes are within -180..180 and on the same meridian', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e5, max: 1e5, noNaN: true }), (lon) => {
        const normalized = normalizeLongitude(lon);
        expect(Math.abs(normalized)).toBeLessThanOrEqual(180);
        const turns = (normalized - lon) / 360;
        expect(Math.abs(turns - Math.round(turns))).toBeLessThan(1e-9);
      }),
    );
  });
});
