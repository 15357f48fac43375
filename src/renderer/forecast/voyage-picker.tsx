import { useState } from 'react';
import { formatUtcShort } from '../../shared/time/time-format';
import { useOpenVoyage } from '../route/open-voyage';
import { useSavedVoyages } from '../state/saved-voyages';

/** With no voyage open, the forecast tab offers the saved ones to open. */
export function VoyagePicker() {
  const { open, problem } = useOpenVoyage();
  const voyages = useSavedVoyages();
  const [chosen, setChosen] = useState('');
  const list = voyages.value ?? [];
  return (
    <div className="voyage-picker">
      <h2>Forecast along the route</h2>
      <p>Open a voyage to see the weather where the ship will be.</p>
      {voyages.status === 'failed' && <p role="alert">The voyages could not be listed: {voyages.error.message}</p>}
      {problem && <p role="alert">{problem}</p>}
      {list.length === 0 && voyages.status === 'ready' ? (
        <p>No voyage is saved yet: lay a route first.</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const id = chosen || list[0]?.id;
            if (id) void open(id);
          }}
        >
          <label>
            Voyage{' '}
            <select value={chosen} onChange={(event) => setChosen(event.target.value)} data-testid="voyage-choice">
              {list.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name} ({each.waypointCount} waypoints, {each.departure.mode === 'departAt' ? `dep ${formatUtcShort(each.departure.etdUtcMs)}` : `arr ${formatUtcShort(each.departure.etaUtcMs)}`})
                </option>
              ))}
            </select>
          </label>{' '}
          <button type="submit" data-testid="open-voyage">
            Open
          </button>
        </form>
      )}
    </div>
  );
}
