import { describe, expect, it } from 'vitest';
import { graticuleIntervalMin, graticuleLines, latitudeLabel, longitudeLabel } from './graticule-lines';

describe('graticule', () => {
  it('gets finer as the chart zooms in, from 30° on the whole world down to 1 minute in a harbour', () => {
    expect(graticuleIntervalMin(2)).toBe(1800);
    expect(graticuleIntervalMin(5)).toBe(300);
    expect(graticuleIntervalMin(8)).toBe(30);
    expect(graticuleIntervalMin(16)).toBe(1);
    const intervals = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((zoom) => graticuleIntervalMin(zoom));
    for (let i = 1; i < intervals.length; i += 1) expect(intervals[i]).toBeLessThanOrEqual(intervals[i - 1] ?? Infinity);
  });

  it('places lines on exact multiples of the interval inside the view', () => {
    const lines = graticuleLines({ south: 50.2, west: 3.9, north: 52.1, east: 5.05 }, 30);
    expect(lines.parallelsDeg).toEqual([50.5, 51, 51.5, 52]);
    expect(lines.meridiansDeg).toEqual([4, 4.5, 5]);
  });

  it('keeps meridians continuous across 180° and names them as a chart does', () => {
    const lines = graticuleLines({ south: -10, west: 150, north: 10, east: 215 }, 1800);
    expect(lines.meridiansDeg).toEqual([150, 180, 210]);
    expect(lines.meridiansDeg.map(longitudeLabel)).toEqual(['150°E', '180°', '150°W']);
    expect(lines.parallelsDeg.map(latitudeLabel)).toEqual(['0°']);
  });

  it('labels in degrees, with minutes only when the interval needs them', () => {
    expect(latitudeLabel(51.5)).toBe("51°30'N");
    expect(latitudeLabel(-33)).toBe('33°S');
    expect(longitudeLabel(-4.0833333333)).toBe("4°05'W");
    expect(longitudeLabel(-180)).toBe('180°');
    expect(longitudeLabel(360)).toBe('0°');
  });

  it('stops parallels where Mercator stops', () => {
    const lines = graticuleLines({ south: -89, west: -180, north: 89, east: 180 }, 1800);
    expect(Math.max(...lines.parallelsDeg)).toBe(60);
    expect(Math.min(...lines.parallelsDeg)).toBe(-60);
  });
});
