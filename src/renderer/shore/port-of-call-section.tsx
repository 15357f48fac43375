import { formatPosition } from '../../shared/geo';
import type { Port } from '../../shared/service/ports';
import { notGiven } from '../shell/not-given';
import type { PortOfCall } from './ship-times-at-port';
import { shoreTimeWords } from './shore-time';

/** Which Dutch port the crew moves are planned at, where it is, and the ship's times there. */
export function PortOfCallSection({ calls, chosenKey, onChoose, dutchPorts, stayHours, onStayHours, current }: {
  calls: readonly PortOfCall[];
  chosenKey: string | null;
  onChoose(key: string): void;
  dutchPorts: readonly Port[];
  stayHours: number;
  onStayHours(hours: number): void;
  current: PortOfCall | null;
}) {
  const chosenOther = chosenKey?.startsWith('chosen:') ? chosenKey : '';
  return (
    <section className="shore-section port-of-call" aria-label="Port of call">
      <h3>Port of call</h3>
      <div className="port-of-call-choice">
        {calls.map((call) => (
          <label key={call.key}>
            <input type="radio" name="port-of-call" checked={chosenKey === call.key} onChange={() => onChoose(call.key)} /> {call.label}
          </label>
        ))}
        <label>
          Another Dutch port{' '}
          <select value={chosenOther} onChange={(event) => event.target.value !== '' && onChoose(event.target.value)} data-testid="other-port">
            <option value="">—</option>
            {dutchPorts.map((port) => (
              <option key={port.id} value={`chosen:${port.id}`}>
                {port.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="port-stay">
        Time alongside{' '}
        <input type="number" min={1} max={240} step={1} value={stayHours} onChange={(event) => onStayHours(Math.max(1, Math.min(240, Number(event.target.value) || 1)))} /> h
      </label>
      {current === null ? (
        <p>The open voyage neither leaves from nor arrives at a Dutch port: choose one above.</p>
      ) : (
        <dl className="port-of-call-times" data-testid="port-of-call">
          <dt>Port</dt>
          <dd>{current.name}</dd>
          <dt>Position</dt>
          <dd>{formatPosition(current.lat, current.lon)}</dd>
          <dt>ETA</dt>
          <dd data-testid="port-eta">{current.etaUtcMs === null ? notGiven : shoreTimeWords(current.etaUtcMs)}</dd>
          <dt>ETD</dt>
          <dd data-testid="port-etd">{current.etdUtcMs === null ? notGiven : shoreTimeWords(current.etdUtcMs)}</dd>
          {current.note !== null && (
            <>
              <dt>Note</dt>
              <dd>{current.note}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
