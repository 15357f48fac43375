import { formatNumber, formatQuantity } from '../../shared/format/quantity-format';
import { Fragment, useCallback, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { PassageErrorShape } from '../../shared/result';
import { creditWords } from '../../shared/format/credit-words';
import type { Palette } from '../../shared/settings/settings';
import { formatUtcShort } from '../../shared/time/time-format';
import type { DepartureComparison, DepartureStormClearance } from '../../shared/voyage/departure-ranking';
import { useCall } from '../bridge/use-call';
import { plotColours } from '../palette/plot-colours';
import { useOpenVoyage } from '../route/open-voyage';
import { CreditGateButton, creditEstimate, useCreditGate } from '../shell/credit-gate';
import { useCreditTerms } from '../state/credit-terms';
import { departureWindowStore } from '../state/departure-window';
import { useVoyageStore } from '../state/external-store';
import { recommendationWords, stormClearanceTone, stormClearanceWords, stormsHeldAgainstWords } from './departure-comparison-words';
import { colourBands, colourFor } from './route-colouring';

/**
 * Best departure: a departure every N hours over a window, the cost shown first, then a table
 * whose figures are shaded as a heat map (lighter is better), the recommended departure marked,
 * and one click to adopt a departure as the voyage's own.
 */
export function DepartureComparisonView({ bridge, palette }: { bridge: PassageBridge; palette: Palette }) {
  const { voyage, dirty, show } = useOpenVoyage();
  const terms = useCreditTerms();
  const voyageId = voyage?.id ?? '';
  // Kept per voyage outside the tab: "Prepare for sea" packs the departures set here.
  const { everyHours, windowHours } = useVoyageStore(departureWindowStore, voyage?.id ?? null);
  const setEveryHours = (hours: number) => departureWindowStore.set(voyageId, (window) => ({ ...window, everyHours: hours }));
  const setWindowHours = (hours: number) => departureWindowStore.set(voyageId, (window) => ({ ...window, windowHours: hours }));
  const [result, setResult] = useState<DepartureComparison | null>(null);
  const [problem, setProblem] = useState<PassageErrorShape | null>(null);
  const [busy, setBusy] = useState(false);
  const estimate = useCall(() => (voyageId === '' ? null : bridge.estimateDepartureComparison({ voyageId, everyHours, windowHours })), [bridge, voyageId, voyage?.revision, everyHours, windowHours, result]);

  const compare = useCallback(async () => {
    setBusy(true);
    const answer = await bridge.compareDepartures({ voyageId, everyHours, windowHours });
    setBusy(false);
    setResult(answer.ok ? answer.value : null);
    setProblem(answer.ok ? null : answer.error);
  }, [bridge, voyageId, everyHours, windowHours]);
  const gate = useCreditGate('departureComparison', creditEstimate(estimate), compare);

  const adopt = useCallback(
    async (etdUtcMs: number) => {
      if (voyage === null) return;
      const { createdAtMs: _created, updatedAtMs: _updated, ...saving } = voyage;
      const saved = await bridge.saveVoyage({ ...saving, departure: { mode: 'departAt', etdUtcMs } });
      if (saved.ok) show(saved.value);
      else setProblem(saved.error);
    },
    [bridge, voyage, show],
  );

  const colours = plotColours[palette];
  const shade = (values: (number | null)[]) => {
    const bands = colourBands(values, colours.ramp);
    return (value: number | null) => {
      const background = colourFor(value, bands, 'transparent');
      return { background, color: colours.rampText[colours.ramp.indexOf(background)] };
    };
  };
  const rows = result?.voyageId === voyageId ? result.departures : [];
  const waveShade = shade(rows.map((row) => row.peakWaveM));
  const windShade = shade(rows.map((row) => row.peakWindKn));
  const softShade = shade(rows.map((row) => row.softHours));
  const stormShade = (storm: DepartureStormClearance | null) => {
    const tone = stormClearanceTone(storm, colours.ramp.length);
    return tone === null ? { background: 'transparent' } : { background: colours.ramp[tone], color: colours.rampText[tone] };
  };

  return (
    <section className="departure-comparison" aria-label="Best departure" data-testid="departure-comparison">
      <h3>Best departure</h3>
      <form
        className="departure-window"
        onSubmit={(event) => {
          event.preventDefault();
          gate.ask();
        }}
      >
        <label>
          every{' '}
          <input type="number" min={1} max={48} value={everyHours} onChange={(event) => setEveryHours(Number(event.target.value) || 1)} data-testid="departure-every" /> h
        </label>{' '}
        <label>
          over the next{' '}
          <input type="number" min={0} max={240} value={windowHours} onChange={(event) => setWindowHours(Number(event.target.value) || 0)} data-testid="departure-window" /> h
        </label>{' '}
        <CreditGateButton gate={gate} type="submit" label="Compare" busyLabel="Comparing…" busy={busy} disabled={dirty} testId="compare-departures" />
      </form>
      {dirty && <p className="forecast-note">Save the route first: departures are compared for the route as saved.</p>}
      {estimate.status === 'failed' && <p role="alert">{estimate.error.message}</p>}
      {problem && <p role="alert">{problem.message}</p>}
      {rows.length > 0 && result && (
        <>
          <p className="forecast-note" data-testid="departure-recommendation">
            {recommendationWords(result)}
            {result.anyStaleOrOffline && ' Some forecasts are older than the newest run or were served offline.'} Spent {creditWords(result.creditsSpent, terms.dataSource ?? 'live')}.
          </p>
          <p className="forecast-note" data-testid="departure-storms">
            {stormsHeldAgainstWords(result.storms)}
          </p>
          <table className="data-table departure-table">
            <thead>
              <tr>
                <th scope="col">
                  <abbr title="Departure, UTC">ETD</abbr>
                </th>
                <th scope="col" className="number">
                  <abbr title="Peak significant wave height, m">Hs m</abbr>
                </th>
                <th scope="col" className="number">
                  <abbr title="Peak wind speed, kn">Wind kn</abbr>
                </th>
                <th scope="col" className="number">
                  <abbr title="Hours above a warn limit">Warn h</abbr>
                </th>
                <th scope="col">
                  <abbr title="Stretches above an avoid limit (their hours)">Avoid</abbr>
                </th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const storm = row.stormClearance;
                return (
                  <Fragment key={row.etdUtcMs}>
                  <tr className={`departure-row${index === result.recommendedIndex ? ' departure-recommended' : ''}`} data-recommended={index === result.recommendedIndex}>
                    <td>{formatUtcShort(row.etdUtcMs)}</td>
                    <td className="number heat" style={waveShade(row.peakWaveM)}>
                      {formatNumber(row.peakWaveM, 'm')}
                    </td>
                    <td className="number heat" style={windShade(row.peakWindKn)}>
                      {formatNumber(row.peakWindKn, 'kn')}
                    </td>
                    <td className="number heat" style={softShade(row.softHours)}>
                      {formatNumber(row.softHours, 'h')}
                    </td>
                    <td className={row.hardCount > 0 ? 'severity-hard' : undefined}>{row.hardCount > 0 ? `${row.hardCount} (${formatQuantity(row.hardHours, 'h')})` : 'none'}</td>
                    <td>
                      <button type="button" onClick={() => void adopt(row.etdUtcMs)} disabled={voyage?.departure.mode === 'departAt' && voyage.departure.etdUtcMs === row.etdUtcMs} data-testid="adopt-departure">
                        Adopt
                      </button>
                    </td>
                  </tr>
                  {/* The arrival and the storm in a row of their own under the departure: the whole words fit there, never a column of one word a line. */}
                  <tr className={`departure-details${index === result.recommendedIndex ? ' departure-recommended' : ''}`}>
                    <td colSpan={7}>
                      arrive {formatUtcShort(row.etaUtcMs)}; storm:{' '}
                      <span
                        className={`heat${storm === null ? '' : storm.hardCount > 0 ? ' severity-hard' : storm.softCount > 0 ? ' severity-soft' : ''}`}
                        style={stormShade(storm)}
                        data-testid="departure-storm-clearance"
                        data-margin-nm={storm === null ? '' : Math.round(storm.marginNm)}
                      >
                        {stormClearanceWords(storm, result.storms)}
                      </span>
                    </td>
                  </tr>
                  </Fragment>
                );
              })}
            </tbody>
          </table>
          <p className="forecast-note departure-legend" data-testid="departure-legend">
            ETD: departure (UTC), with the arrival and the closest storm approach in the row below. Hs, wind: the peak on the passage. Warn h: hours above a warn limit. Avoid: stretches
            above an avoid limit (hours).
          </p>
        </>
      )}
    </section>
  );
}
