import type { DataSource } from '../../shared/service/answer-provenance';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';

/**
 * Where the figures of an exported file came from, written in every export: above all whether
 * they are the demo service's simulated data, which must never pass for a forecast once the file
 * has left Passage, and for forecast exports the models and runs and when they were fetched.
 */
export interface ExportProvenance {
  dataSource: DataSource;
  forecast?: {
    fetchedAtUtcMs: number;
    models: ReadonlyArray<{ key: string; runUtcMs: number | null }>;
  };
}

export function dataSourceNote(dataSource: DataSource): string {
  return dataSource === 'demo'
    ? "DEMO DATA: simulated by Passage's demo service, not a real forecast; not for navigation"
    : 'Live data from the weather service';
}

export function forecastProvenance(dataSource: DataSource, series: RouteForecastSeries, fetchedAtUtcMs: number): ExportProvenance {
  return {
    dataSource,
    forecast: { fetchedAtUtcMs, models: series.models.filter((model) => model.error === null).map(({ key, runUtcMs }) => ({ key, runUtcMs })) },
  };
}
