import { useStormRisk } from '../state/storm-risk';
import type { Palette } from '../../shared/settings/settings';
import { findExceedances, type Exceedance, type ExceedanceReport } from '../../shared/voyage/exceedances';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import type { VesselLimits } from '../../shared/voyage/vessel-profile';
import { useCallback, type ReactNode } from 'react';
import { useOpenVoyage } from '../route/open-voyage';
import { useRouteForecast } from '../state/route-forecast';
import { Meteogram } from './meteogram';
import { useClimateStretches } from './use-climate-beyond-forecast';

/** The side panel's room, until the meteogram has measured its container. */
export const meteogramFallbackWidthPx = 436;
/** One empty list, not a new one each render: a new array would rebuild every chart of the meteogram. */
const noExceedances: readonly Exceedance[] = [];

const reports = new WeakMap<RouteForecastSeries, WeakMap<VesselLimits, ExceedanceReport>>();

/**
 * The exceedances of a forecast against the vessel's limits, worked out once per forecast and
 * limits: the Forecast tab's list and a meteogram docked under the chart read the same report.
 */
export function exceedanceReport(series: RouteForecastSeries, limits: VesselLimits): ExceedanceReport {
  let byLimits = reports.get(series);
  if (byLimits === undefined) {
    byLimits = new WeakMap();
    reports.set(series, byLimits);
  }
  let report = byLimits.get(limits);
  if (report === undefined) {
    report = findExceedances(series, limits);
    byLimits.set(limits, report);
  }
  return report;
}

/**
 * The open voyage's meteogram wherever it stands (the Forecast tab, or the dock under the chart):
 * its cursor reports to and follows the voyage's forecast cursor, which the chart's route and
 * time slider share, so chart and meteogram point at one time.
 */
export function RouteMeteogram({ palette, whenNone = null }: { palette: Palette; whenNone?: ReactNode }) {
  const stormEncounters = useStormRisk().encounters;
  const { voyage, profile } = useOpenVoyage();
  const { answer, cursor, setCursor, fetchingElsewhere, request } = useRouteForecast(voyage?.id ?? null);
  const fetching = fetchingElsewhere || request?.fetch.status === 'fetching';
  const reportCursor = useCallback((timeUtcMs: number | null) => setCursor(timeUtcMs === null ? null : { timeUtcMs, from: 'meteogram' }), [setCursor]);
  const { stretches: climate } = useClimateStretches(answer?.value ?? null);
  if (answer === null && fetching) {
    return (
      <p className="meteogram-fetching" data-testid="meteogram-fetching">
        Fetching the forecast along the route…
      </p>
    );
  }
  if (answer === null) return whenNone;
  const limits = profile?.limits ?? null;
  return (
    <div className="route-meteogram" data-testid="route-meteogram" data-cursor-utc-ms={cursor?.timeUtcMs ?? ''}>
      <Meteogram
      series={answer.value}
      palette={palette}
      limits={limits}
      exceedances={limits ? exceedanceReport(answer.value, limits).exceedances : noExceedances}
      fallbackWidthPx={meteogramFallbackWidthPx}
      onCursor={reportCursor}
      cursorFromChartUtcMs={cursor?.from === 'chart' ? cursor.timeUtcMs : null}
      stormEncounters={stormEncounters}
      climate={climate}
      />
    </div>
  );
}
