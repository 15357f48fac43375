import { formatUtcDateTime } from '../../shared/time/time-format';
import { useOpenVoyage } from '../route/open-voyage';
import { localTimeWords } from '../route/port-local-time';
import { UtcFieldInput } from '../shell/utc-field-input';

/**
 * The departure (UTC) of the open voyage, to try another sailing time against the storms: the
 * CPA follows at once, being worked out from the plan. An edit like any other, saved with the
 * voyage. A voyage timed by its arrival shows its computed departure, read-only. Beside it the
 * ship's time at the first waypoint (its nautical zone; the Route tab gives the port's).
 */
export function DepartureField() {
  const { voyage, plan, edit } = useOpenVoyage();
  if (voyage === null) return null;
  if (voyage.departure.mode !== 'departAt') {
    const etd = plan?.ok === true ? formatUtcDateTime(plan.plan.etdUtcMs) : 'not known';
    return <p className="risk-note">Timed by arrival; departure {etd}.</p>;
  }
  const first = voyage.waypoints[0];
  const etdUtcMs = voyage.departure.etdUtcMs;
  return (
    <label className="departure-field">
      Departure (UTC){' '}
      <UtcFieldInput
        label="Departure UTC"
        name="departure-utc"
        timeUtcMs={etdUtcMs}
        localTime={first ? `local ${localTimeWords(etdUtcMs, first.lon, null, new Map())}` : undefined}
        onCommit={(etdUtcMs) => edit((current) => ({ ...current, departure: { mode: 'departAt', etdUtcMs } }))}
      />
    </label>
  );
}
