import './meteogram-ensemble.css';
import { useEffect, useMemo, useState } from 'react';
import type { Palette } from '../../shared/settings/settings';
import { formatUtcShort } from '../../shared/time/time-format';
import type { EnsembleAlongRoute } from '../../shared/voyage/ensemble-along-route-result';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { ensembleControlStyle, ensembleMedianStyle, ensembleStyles } from '../chart/series-style';
import { SeriesSample } from '../chart/series-sample';
import { plotColours } from '../palette/plot-colours';
import { useEnsembleAlongRoute } from '../state/ensemble-along-route';
import { meteogramCharts } from './meteogram-charts';
import { ensembleTrace, type EnsembleTrace } from './meteogram-ensemble-traces';
import { isAltShiftChord, type ChordPress } from '../shell/alt-shift-chord';
import { countOrNotGiven } from '../shell/not-given';

/** The ensemble the meteogram draws: the Risk tab's answer when it is for this very forecast's voyage and revision. */
export interface MeteogramEnsemble {
  result: EnsembleAlongRoute | null;
  traces: ReadonlyMap<string, EnsembleTrace>;
  showMembers: boolean;
  setShowMembers(show: boolean): void;
}

/** The key that shows or hides the members' lines, also listed in the `?` overlay. */
export function isToggleMembersKey(press: ChordPress): boolean {
  return isAltShiftChord(press, 'KeyM');
}

export function useMeteogramEnsemble(series: RouteForecastSeries): MeteogramEnsemble {
  const { answer } = useEnsembleAlongRoute(series.voyageId);
  const result = answer !== null && answer.value.voyageId === series.voyageId && answer.value.voyageRevision === series.voyageRevision ? answer.value : null;
  const [showMembers, setShowMembers] = useState(false);
  const traces = useMemo(() => {
    const byElement = new Map<string, EnsembleTrace>();
    for (const element of result?.elements ?? []) {
      const trace = ensembleTrace(result?.samples ?? [], element);
      if (trace !== null) byElement.set(element, trace);
    }
    return byElement;
  }, [result]);
  const shown = result !== null;
  useEffect(
    function toggleMembersOnShortcut() {
      if (!shown) return;
      function onKey(event: KeyboardEvent) {
        if (!isToggleMembersKey(event)) return;
        event.preventDefault();
        setShowMembers((now) => !now);
      }
      window.addEventListener('keydown', onKey);
      return function stopToggleMembersOnShortcut() {
        window.removeEventListener('keydown', onKey);
      };
    },
    [shown],
  );
  return { result, traces, showMembers, setShowMembers };
}

const elementNames: Record<string, string> = { significantWaveHeight: 'Hs', windSpeed: 'wind', swellHeight: 'swell' };

/** Which model, how many members, which run; how the band, median and control are drawn; the members switch. */
export function MeteogramEnsembleLegend({ ensemble, palette }: { ensemble: MeteogramEnsemble; palette: Palette }) {
  const { result, traces, showMembers, setShowMembers } = ensemble;
  if (result === null) return <p className="meteogram-ensemble-hint">The ensemble band and the chance of exceeding each limit appear here once fetched in the Risk tab.</p>;
  const colours = plotColours[palette];
  const drawn = meteogramCharts.flatMap((chart) => (chart.ensemble ?? []).flatMap((element, colourIndex) => (traces.has(element) ? [{ chart: chart.id, element, colourIndex, colour: colours.line[colourIndex % 3] ?? colours.axis }] : [])));
  return (
    <div className="meteogram-ensemble-legend" data-testid="meteogram-ensemble-legend">
      <span>
        Ensemble {result.model.name}, {countOrNotGiven(result.model.members, 'members')}{result.model.runUtcMs === null ? '' : `, run ${formatUtcShort(result.model.runUtcMs)}`}, at the ship&apos;s ETA every {result.everyHours} h, at departure, arrival and turns:
      </span>{' '}
      {drawn.map(({ chart, element, colourIndex, colour }) => (
        <span key={element} className="meteogram-ensemble-key" data-element={element} data-chart={chart}>
          <SeriesSample style={ensembleStyles.band} colour={colour} />
          <SeriesSample style={ensembleMedianStyle(colourIndex)} colour={colour} />
          <SeriesSample style={ensembleControlStyle(colourIndex)} colour={colour} />
          {elementNames[element] ?? element} p10–p90, median and control
        </span>
      ))}
      <label className="meteogram-ensemble-members" title="Show each member as a thin line (Alt+Shift+M)">
        <input type="checkbox" checked={showMembers} onChange={(event) => setShowMembers(event.target.checked)} data-testid="ensemble-members" /> Members <kbd>Alt+Shift+M</kbd>
      </label>
      {result.notCovered !== null && <span className="meteogram-ensemble-note">{result.notCovered}</span>}
    </div>
  );
}
