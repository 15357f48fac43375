import { describe, expect, it } from 'vitest';
import { meteogramCharts, meteogramSeriesStyles } from '../forecast/meteogram-charts';
import { directionStyle, ensembleControlStyle, ensembleMedianStyle, ensembleStyles, lineStyles, markerIndexes, markerPath } from './series-style';

const signature = (style: { dash: readonly number[]; widthPx: number; marker: string; kind: string }) => `${style.kind}|${style.dash.join(' ')}|${style.widthPx}|${style.marker}`;

describe('series styles', () => {
  it('every line style differs from every other in dash and marker, so no two lines of a chart look alike without colour', () => {
    expect(new Set(lineStyles.map((style) => style.dash.join(' '))).size).toBe(lineStyles.length);
    expect(new Set(lineStyles.map((style) => style.marker)).size).toBe(lineStyles.length);
    expect(new Set(lineStyles.map((style) => style.id)).size).toBe(lineStyles.length);
  });

  it('each meteogram chart gives each of its series a style of its own', () => {
    for (const chart of meteogramCharts) {
      const styles = meteogramSeriesStyles(chart).filter((style) => style !== null);
      expect(styles).toHaveLength(chart.lines.length + (chart.directions?.length ?? 0));
      expect(new Set(styles.map(signature)).size, chart.id).toBe(styles.length);
    }
  });

  it('the ensemble median and control carry their element line marker, and differ from each other and every line', () => {
    const ensemble = [ensembleMedianStyle(0), ensembleMedianStyle(1), ensembleControlStyle(0), ensembleControlStyle(1), ensembleStyles.band];
    expect(new Set([...ensemble, ...lineStyles, directionStyle].map(signature)).size).toBe(ensemble.length + lineStyles.length + 1);
    expect(ensembleMedianStyle(1).marker).toBe(lineStyles[1]?.marker);
    expect(ensembleControlStyle(1).marker).toBe(lineStyles[1]?.marker);
  });

  it('markers fall at least a gap apart, however dense the points, and skip gaps in the line', () => {
    const xs = Array.from({ length: 1000 }, (_, index) => (index === 3 ? null : index * 0.5));
    const picked = markerIndexes(xs, 56, 10);
    expect(picked[0]).toBe(20);
    for (let index = 1; index < picked.length; index += 1) expect((xs[picked[index]!] ?? 0) - (xs[picked[index - 1]!] ?? 0)).toBeGreaterThanOrEqual(56);
    expect(picked).toHaveLength(9);
    expect(markerIndexes([null, null], 56, 0)).toEqual([]);
  });

  it('each marker is a closed outline centred on its point, and none draws nothing', () => {
    for (const shape of ['circle', 'triangle', 'square', 'diamond', 'dot'] as const) expect(markerPath(shape, 10, 10)).toMatch(/^M[\d.]+ [\d.]+.*Z$/);
    expect(markerPath('none', 10, 10)).toBe('');
    expect(markerPath('square', 10, 10, 2)).toBe('M8.24 8.24H11.76V11.76H8.24Z');
  });
});
