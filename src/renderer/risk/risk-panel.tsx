import './risk.css';
import { formatLatitude, formatLongitude } from '../../shared/geo';
import type { StormEncounter } from '../../shared/risk';
import type { Palette } from '../../shared/settings/settings';
import { formatAge, formatUtcShort } from '../../shared/time/time-format';
import { passage } from '../bridge/bridge';
import { useOpenVoyage } from '../route/open-voyage';
import { DepartureField } from './departure-field';
import { EnsemblePointSection } from './ensemble-point-section';
import { EnsembleRiskSection } from './ensemble-risk-section';
import { closestApproachWords, entryWords, stormSummaryLine, verdictTone, verdictWords } from './storm-risk-words';
import { formatIntensity, formatMovement, stormClassWords, stormNameWords } from './storm-text';
import { useStormRisk } from '../state/storm-risk';
import type { ShownStorm, StormsState } from './use-storms';
import { VoyageChooser } from './voyage-chooser';
import { countWords } from '../../shared/format/count-words';
import { formatRangeNm } from '../../shared/format/quantity-format';

function StormItem({ shown, encounter, onFocus }: { shown: ShownStorm; encounter: StormEncounter | undefined; onFocus(lat: number, lon: number): void }) {
  const { drawing } = shown;
  const now = drawing.now;
  const first = drawing.fixes[0];
  const focusAt = now ?? first;
  const tone = encounter === undefined ? 'none' : verdictTone(encounter.verdict);
  return (
    <li className={`storm-item storm-item-${tone}`} data-storm-id={drawing.id}>
      <button
        type="button"
        className="storm-name"
        disabled={focusAt === undefined}
        title="Centre the chart on this storm"
        onClick={() => focusAt !== undefined && onFocus(focusAt.lat, focusAt.lon)}
      >
        {stormNameWords(drawing.name)}
      </button>{' '}
      <span className="storm-class">{stormClassWords(now === null ? null : now.stormClass, drawing.category)}</span>
      {now === null ? (
        <div className="storm-figures">No fix yet: every position is a forecast.</div>
      ) : (
        <div className="storm-figures">
          {formatLatitude(now.lat)} {formatLongitude(now.lon)} at {formatUtcShort(now.timeUtcMs)}
          <br />
          {formatIntensity(now)}; {formatMovement(now.movementDeg, now.movementKn)}
        </div>
      )}
      {encounter !== undefined && (
        <div className="storm-encounter">
          <div className="storm-cpa">{closestApproachWords(encounter)}</div>
          <div>{entryWords('danger area', encounter.dangerAreaEntry)}</div>
          <div>{entryWords('cone', encounter.coneEntry)}</div>
          <div className={`storm-verdict storm-verdict-${tone}`}>{verdictWords(encounter)}</div>
        </div>
      )}
    </li>
  );
}

/**
 * The Risk tab: the open voyage against every active storm (summary, per-storm CPA, entries and
 * verdict), the departure to try other sailing times, and the storm list; clicking a storm's name
 * centres the chart on it.
 */
export function RiskPanel({ storms, onFocus, palette = 'night' }: { storms: StormsState; onFocus(lat: number, lon: number): void; palette?: Palette }) {
  const risk = useStormRisk();
  const { voyage } = useOpenVoyage();
  const summary = risk.encounters === null ? null : stormSummaryLine(risk.encounters, storms.storms.length, risk.nearDistanceNm);
  return (
    <div className="risk-panel">
      <h2>Storm risk {voyage === null ? '' : `· ${voyage.name}`}</h2>
      {voyage === null ? <VoyageChooser /> : <DepartureField bridge={passage} />}
      {risk.reason !== null && voyage !== null && <p className="risk-note">{risk.reason}</p>}
      {summary !== null && (
        <p className={`risk-summary risk-summary-${summary.tone}`} role={summary.tone === 'alarm' ? 'alert' : 'status'}>
          {summary.text}
        </p>
      )}
      {risk.encounters !== null && <p className="risk-note">Distances from the {risk.profileNote}.</p>}
      <EnsembleRiskSection bridge={passage} />
      <EnsemblePointSection bridge={passage} palette={palette} />
      <h2>Active storms</h2>
      <p className="risk-note">
        {storms.provenance === null
          ? storms.loading
            ? 'Asking for storms…'
            : 'No storm data.'
          : `${countWords(storms.storms.length, 'storm')}; data ${formatAge(storms.provenance.ageMs)} old${
              { live: '', cache: ', from the cache', 'offline-cache': ', service not reachable: from the cache' }[storms.provenance.source]
            }${storms.provenance.dataSource === 'demo' ? ' (demo data)' : ''}.`}
      </p>
      {storms.problem !== null && <p className="risk-problem">{storms.problem}</p>}
      <ul className="storm-list">
        {risk.near.map((shown, index) => (
          <StormItem key={shown.drawing.id} shown={shown} encounter={risk.encounters?.[index]} onFocus={onFocus} />
        ))}
      </ul>
      {risk.notNear.length > 0 && (
        <details className="storms-not-near">
          <summary>
            Not near this voyage (farther than {formatRangeNm(risk.nearDistanceNm)} during the voyage): {risk.notNear.length}
          </summary>
          <ul className="storm-list">
            {risk.notNear.map((shown) => (
              <StormItem key={shown.drawing.id} shown={shown} encounter={undefined} onFocus={onFocus} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
