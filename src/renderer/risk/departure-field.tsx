import { useOpenVoyage } from '../route/open-voyage';
import { utcFieldValue, parseUtcFieldValue } from '../shell/utc-field';

/**
 * The departure (UTC) of the open voyage, to try another sailing time against the storms: the
 * CPA follows at once, being worked out from the plan. An edit like any other, saved with the
 * voyage. A voyage timed by its arrival shows its computed departure, read-only.
 */
export function DepartureField() {
  const { voyage, plan, edit } = useOpenVoyage();
  if (voyage === null) return null;
  if (voyage.departure.mode !== 'departAt') {
    const etd = plan?.ok === true ? formatDeparture(plan.plan.etdUtcMs) : 'not known';
    return <p className="risk-note">Timed by arrival; departure {etd}.</p>;
  }
  return (
    <label className="departure-field">
      Departure (UTC){' '}
      <input
        type="datetime-local"
        name="departure-utc"
        value={utcFieldValue(voyage.departure.etdUtcMs)}
        onChange={(event) => {
          const etdUtcMs = parseUtcFieldValue(event.target.value);
          if (etdUtcMs !== null) edit((current) => ({ ...current, departure: { mode: 'departAt', etdUtcMs } }));
        }}
      />
    </label>
  );
}

function formatDeparture(timeUtcMs: number): string {
  return `${utcFieldValue(timeUtcMs).replace('T', ' ')}Z`;
}
