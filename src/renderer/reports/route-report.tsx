import { useEffect, useMemo, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { analyseStorm } from '../../shared/risk';
import { findExceedances } from '../../shared/voyage/exceedances';
import { defaultVesselProfile } from '../../shared/voyage/vessel-profile';
import { planVoyage } from '../../shared/voyage/voyage-plan';
import { pageMarginCss } from './page-margin-css';
import { ReportCover } from './report-cover';
import { ReportEnsemble } from './report-ensemble';
import { ReportForecast } from './report-forecast';
import { ReportMeteogram } from './report-meteogram';
import { ReportProvenance, type ReportSource } from './report-provenance';
import { reportStormRows } from './report-storm-rows';
import { ReportStorms } from './report-storms';
import { ReportWaypointTable } from './report-waypoint-table';
import { ReportRouteCheck } from './report-route-check';
import { RouteChartSvg } from './route-chart-svg';
import { routeReportModel, waypointLabel } from './route-report-model';
import { useRouteReportData } from './use-route-report-data';
import type { Port } from '../../shared/service/ports';
import { useWaypointClocks } from '../route/use-waypoint-clocks';
import { voyageEndPlace } from '../port-weather/voyage-end-place';
import type { WeatherPlace } from '../state/port-weather-place';
import { ReportPortWeather } from './report-port-weather';
import { useReportPortWeather } from './use-report-port-weather';

const noPorts: readonly Port[] = [];
import { countOrNotGiven } from '../shell/not-given';

/**
 * Tells whoever prints the page (Electron's main, the tests, the benchmark) that it is drawn:
 * `data-report-ready` on <html> is 'true', or 'failed' with the reason on the page.
 */
function useReadyMark(state: 'loading' | 'ready' | 'failed', printWhenReady: boolean) {
  useEffect(
    function markReady() {
      if (state === 'loading') return;
      document.documentElement.dataset.reportReady = state === 'ready' ? 'true' : 'failed';
      if (state === 'ready' && printWhenReady) window.print();
    },
    [state, printWhenReady],
  );
}

/** The approval block: the officer's name and rank as entered in the Report tab (the master signs by hand). */
function Signatures({ preparedBy }: { preparedBy: string }) {
  const signers = [
    { role: 'Prepared by (officer)', nameAndRank: preparedBy },
    { role: 'Master', nameAndRank: '' },
  ];
  return (
    <section className="report-signatures" data-testid="report-approval">
      <h2>Approval</h2>
      <div className="report-signature-lines">
        {signers.map(({ role, nameAndRank }) => (
          <div key={role} className="report-signature">
            <p className="report-signature-role">{role}</p>
            {nameAndRank === '' ? (
              <p className="report-signature-line">Name and rank</p>
            ) : (
              <p className="report-signature-line report-signature-filled" data-testid="approval-name-and-rank">
                <span className="report-signature-entry">{nameAndRank}</span>
                <span className="report-signature-caption">Name and rank</span>
              </p>
            )}
            <p className="report-signature-line">Signature</p>
            <p className="report-signature-line">Date and time (UTC)</p>
          </div>
        ))}
      </div>
    </section>
  );
}

export interface RouteReportProps {
  bridge: PassageBridge;
  voyageId: string;
  preparedBy: string;
  printWhenReady: boolean;
  forecastIntervalH: number;
}

/** The passage plan of one saved voyage, laid out for print on A4 whatever the screen palette. */
export function RouteReport({ bridge, voyageId, preparedBy, printWhenReady, forecastIntervalH }: RouteReportProps) {
  const data = useRouteReportData(bridge, voyageId);
  const [printedAtMs] = useState(() => Date.now());
  // Local times by the same rule as the Route and Risk tabs: the ports' zones are asked first.
  const ready = data.status === 'ready' ? data : null;
  const clocks = useWaypointClocks(bridge, ready?.voyage.waypoints, ready?.ports?.value.ports ?? noPorts);

  // The ports' ends as the Route tab's "Weather at ports" names them, so the cached answers match.
  const portPlaces = useMemo((): WeatherPlace[] | null => {
    if (ready === null || !clocks.settled) return null;
    const planned = planVoyage(ready.voyage);
    const times = planned.ok ? planned.plan : null;
    const zoneOf = (portId: number) => clocks.zones.get(portId);
    const departure = voyageEndPlace('departure', ready.voyage.waypoints[0], clocks.nearest[0] ?? null, times?.etdUtcMs ?? null, zoneOf);
    const arrival = voyageEndPlace('arrival', ready.voyage.waypoints.at(-1), clocks.nearest.at(-1) ?? null, times?.etaUtcMs ?? null, zoneOf);
    return [departure, arrival].filter((place): place is WeatherPlace => place !== null);
  }, [ready, clocks]);
  const portWeather = useReportPortWeather(bridge, portPlaces, printedAtMs);

  const built = useMemo(() => {
    if (data.status !== 'ready' || !clocks.settled) return null;
    const planned = planVoyage(data.voyage);
    if (!planned.ok) return { ok: false as const, message: `The voyage cannot be planned: ${planned.message}` };
    const model = routeReportModel({
      voyage: data.voyage,
      plan: planned.plan,
      profile: data.profile,
      appInfo: data.appInfo,
      ports: data.ports?.value.ports ?? [],
      preparedBy,
      printedAtMs,
      clocks: clocks.clocks,
    });
    const stormDistance = (data.profile ?? defaultVesselProfile).stormDistanceNm;
    const fetchedAtMs = data.storms?.provenance.fetchedAtMs ?? printedAtMs;
    const storms = (data.storms?.value.storms ?? []).map((storm) => analyseStorm(storm, fetchedAtMs));
    const stormLists = data.storms ? reportStormRows(planned.plan, storms, stormDistance, (data.profile ?? defaultVesselProfile).stormNearDistanceNm) : null;
    const stormNote = !data.storms
      ? 'Not checked: the list of tropical cyclones could not be had (see "Where the figures come from").'
      : data.profile
        ? null
        : `The vessel profile was not found: storms are checked against the default distances (${stormDistance.hurricane}, ${stormDistance.tropicalStorm} and ${stormDistance.depression} nm).`;
    const limits = (data.profile ?? defaultVesselProfile).limits;
    // One reading of the limits for the table and the meteogram's shading, so paper agrees with itself.
    const exceedances = data.forecast ? findExceedances(data.forecast.value, limits) : null;
    return { ok: true as const, plan: planned.plan, model, storms, stormLists, stormNearDistanceNm: (data.profile ?? defaultVesselProfile).stormNearDistanceNm, stormNote, limits, exceedances };
  }, [data, preparedBy, printedAtMs, clocks]);

  const failure = data.status === 'failed' ? data.message : built?.ok === false ? built.message : null;
  useReadyMark(failure !== null ? 'failed' : built?.ok && portWeather !== null ? 'ready' : 'loading', printWhenReady);

  useEffect(
    function nameTheDocument() {
      if (built?.ok) document.title = `${built.model.voyageName}: passage plan`;
    },
    [built],
  );

  if (failure !== null) {
    return (
      <p className="report-failure" role="alert">
        {failure}
      </p>
    );
  }
  if (data.status !== 'ready' || !built?.ok || portWeather === null) return <p className="report-loading">Preparing the passage plan…</p>;

  const { model, plan, storms, stormLists, stormNearDistanceNm, stormNote, limits, exceedances } = built;
  const sources: ReportSource[] = [
    ...(data.ports ? [{ label: 'Ports (port list)', provenance: data.ports.provenance }] : []),
    ...(data.storms ? [{ label: 'Tropical cyclones (storms)', provenance: data.storms.provenance }] : []),
    ...(data.forecast ? [{ label: 'Forecast along the route', provenance: data.forecast.provenance }] : []),
    // Read from the cache for printing, the ensemble's own provenance counts no credits: the
    // column says what its requests cost when they were fetched.
    ...(data.ensemble.status === 'ready'
      ? [
          {
            label: `Ensemble risk (${data.ensemble.answer.value.model.name}, ${countOrNotGiven(data.ensemble.answer.value.model.members, 'members')})`,
            provenance: { ...data.ensemble.answer.provenance, credits: data.ensemble.creditsWhenFetched },
          },
        ]
      : []),
    // What the ports' page shows: the forecast, or the climate when the ETD/ETA is beyond the forecast.
    ...portWeather.flatMap((end) => {
      const shown = end.beyondForecast ? end.climate : end.forecast;
      const what = end.beyondForecast ? 'Climate' : 'Forecast';
      return shown?.status === 'ready' ? [{ label: `${what} at ${end.place.name} (${end.place.role})`, provenance: shown.answer.provenance }] : [];
    }),
  ];
  const marginCss = pageMarginCss({
    voyageName: model.voyageName,
    rightHeader: model.dataSource.isDemo ? 'DEMO DATA - not for navigation' : `Passage plan - ${model.vesselName}`,
    leftFooter: `Printed ${model.printedAtUtc}`,
  });
  return (
    <article className="route-report">
      <style>{marginCss}</style>
      <ReportCover model={model} />
      <figure className="report-chart">
        <RouteChartSvg route={plan.route} land={data.land ?? []} ports={data.ports?.value.ports ?? []} storms={storms} />
        <figcaption>
          Route over Natural Earth 1:50m coastline (Mercator), with tropical cyclones in view (track and 1-2-3 danger area). An overview only: not a navigational chart.
        </figcaption>
      </figure>
      <ReportWaypointTable rows={model.rows} />
      {data.routeCheck && <ReportRouteCheck result={data.routeCheck} />}
      {data.forecast && exceedances && (
        <>
          <ReportForecast series={data.forecast.value} intervalH={forecastIntervalH} exceedances={exceedances} />
          <ReportMeteogram series={data.forecast.value} limits={limits} exceedances={exceedances.exceedances} />
        </>
      )}
      <ReportEnsemble
        ensemble={data.ensemble.status === 'ready' ? { status: 'ready', result: data.ensemble.answer.value } : { status: 'absent', message: data.ensemble.message }}
        waypointNames={plan.route.waypoints.map((waypoint, index) => waypointLabel(waypoint.name, index))}
        limits={limits}
      />
      <ReportPortWeather ends={portWeather} />
      <ReportStorms rows={stormLists?.rows ?? null} notNear={stormLists?.notNear ?? []} nearDistanceNm={stormNearDistanceNm} note={stormNote} />
      <ReportProvenance
        sources={sources}
        models={data.forecast?.value.models ?? []}
        printedAtMs={printedAtMs}
        voyageRevision={data.voyage.revision}
        notes={data.gaps}
      />
      <Signatures preparedBy={model.preparedBy} />
    </article>
  );
}
