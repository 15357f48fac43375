import { useState } from 'react';
import { formatUtcShort } from '../../shared/time/time-format';
import { useSavedVoyages } from '../state/saved-voyages';
import { useOpenVoyage } from './open-voyage';

/**
 * The saved voyages as a list box and Open: what the Forecast and Report tabs offer while no
 * voyage is open (the Route tab's list does the same and more). A choice deleted meanwhile, here
 * or in another window, falls back to the newest voyage rather than asking for one that is gone.
 */
export function SavedVoyagePicker({ className }: { className?: string }) {
  const { open } = useOpenVoyage();
  const voyages = useSavedVoyages();
  const [chosen, setChosen] = useState('');
  const list = voyages.value ?? [];
  const choice = list.some((each) => each.id === chosen) ? chosen : (list[0]?.id ?? '');
  if (voyages.status === 'failed') return <p role="alert">The saved voyages could not be listed: {voyages.error.message}</p>;
  if (voyages.status === 'ready' && list.length === 0) return <p>No voyage is saved yet: lay a route first.</p>;
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (choice !== '') void open(choice);
      }}
    >
      <label>
        Voyage{' '}
        <select value={choice} onChange={(event) => setChosen(event.target.value)} data-testid="voyage-choice">
          {list.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name} ({each.waypointCount} waypoints, {each.departure.mode === 'departAt' ? `dep ${formatUtcShort(each.departure.etdUtcMs)}` : `arr ${formatUtcShort(each.departure.etaUtcMs)}`})
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" data-testid="open-voyage" disabled={choice === ''}>
        Open
      </button>
    </form>
  );
}
