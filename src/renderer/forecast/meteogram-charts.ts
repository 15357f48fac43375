import { directionStyle, lineStyle, type SeriesStyle } from '../chart/series-style';

/**
 * What the meteogram stacks, top to bottom: which elements share a chart and in what unit.
 * Directions go on a second scale of the same chart (0–360 °T), drawn as dots.
 */
export interface MeteogramChart {
  id: string;
  title: string;
  unit: string;
  /** Up to three lines, in the palette's line colours and each in its own line style and marker (meteogramSeriesStyles). */
  lines: readonly string[];
  /** Directions drawn as dots on a 0–360 °T scale at the right. */
  directions?: readonly string[];
  /** Vessel limits drawn on this chart. */
  limits?: readonly string[];
  /** Ensemble elements banded on this chart, each in the line colour of the same position (the deterministic line of that element). */
  ensemble?: readonly string[];
}

export const meteogramCharts: readonly MeteogramChart[] = [
  { id: 'wind', title: 'Wind and gust', unit: 'kn', lines: ['windSpeed10m', 'windGust10m'], directions: ['windDirection10m'], limits: ['windKn', 'gustKn'], ensemble: ['windSpeed'] },
  {
    id: 'waves',
    title: 'Waves: Hs, swell, wind sea',
    unit: 'm',
    lines: ['significantWaveHeight', 'significantHeightSwell', 'significantHeightWindWaves'],
    directions: ['meanWaveDirection'],
    limits: ['significantWaveHeightM', 'swellM'],
    ensemble: ['significantWaveHeight', 'swellHeight'],
  },
  { id: 'periods', title: 'Wave periods', unit: 's', lines: ['meanWavePeriod', 'meanPeriodSwell', 'meanPeriodWindWaves'] },
  { id: 'current', title: 'Current', unit: 'kn', lines: ['currentSpeedSurface', 'tidalCurrentSpeedSurface'], directions: ['currentDirectionSurface'] },
  { id: 'visibility', title: 'Visibility', unit: 'nm', lines: ['visibility'], limits: ['visibilityNm'] },
  { id: 'pressure', title: 'Pressure', unit: 'hPa', lines: ['meanSeaLevelPressure'] },
  { id: 'temperature', title: 'Air and sea temperature', unit: '°C', lines: ['airTemperature2m', 'seaSurfaceTemperature'] },
];

/** The style of each uPlot series of `chart`, in its order: none for time, then its lines, then its directions. */
export function meteogramSeriesStyles(chart: MeteogramChart): (SeriesStyle | null)[] {
  return [null, ...chart.lines.map((_, index) => lineStyle(index)), ...(chart.directions ?? []).map(() => directionStyle)];
}
