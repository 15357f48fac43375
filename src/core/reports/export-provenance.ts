import type { DataSource } from '../../shared/service/answer-provenance';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { ExportRouteCheck } from './export-route-check';
import { servedElements } from './route-forecast-values';

/**
 * Where the figures of an exported file came from, written in every export: above all whether
 * they are the demo service's simulated data, which must never pass for a forecast once the file
 * has left Passage, and for forecast exports the models and runs and when they were fetched.
 */
export interface ExportProvenance {
  dataSource: DataSource;
  /** The route check of the route as exported (issue 29); absent when not checked. */
  routeCheck?: ExportRouteCheck;
  forecast?: {
    fetchedAtUtcMs: number;
    models: ReadonlyArray<{ key: string; runUtcMs: number | null }>;
    /** The elements served, each with the unit its values are written in and the model that served it. */
    elements: ReadonlyArray<{ key: string; label: string; unit: string; model: string }>;
  };
}

export function dataSourceNote(dataSource: DataSource): string {
  return dataSource === 'demo'
    ? "DEMO DATA: simulated by Passage's demo service, not a real forecast; not for navigation"
    : 'Live data from the weather service';
}

export function forecastProvenance(dataSource: DataSource, series: RouteForecastSeries, fetchedAtUtcMs: number, routeCheck?: ExportRouteCheck): ExportProvenance {
  return {
    dataSource,
    ...(routeCheck ? { routeCheck } : {}),
    forecast: {
      fetchedAtUtcMs,
      models: series.models.filter((model) => model.error === null).map(({ key, runUtcMs }) => ({ key, runUtcMs })),
      elements: servedElements(series).map(({ key, label, unit, model }) => ({ key, label, unit, model })),
    },
  };
}
