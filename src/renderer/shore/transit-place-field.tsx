import { useEffect, useId, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { TransitLocationItem } from '../../shared/service/transit';
import { transitPlaceTypeWords } from '../../shared/format/service-names';
import type { CrewJourneyPlace } from '../../shared/shore/crew-journey';

/**
 * Where the crew travels from or to: the transit planner's location search as the navigator
 * types (a quarter second after the last key), Schiphol and the main stations offered first.
 */

/** Where crews mostly fly in or change trains: offered before anything is typed, and ranked first. */
export const mainTransitPlaces = ['Schiphol Airport', 'Amsterdam Centraal', 'Rotterdam Centraal', 'Utrecht Centraal', 'Den Haag Centraal', 'Eindhoven Centraal'];

/** Names compared by their letters and digits alone: the planner may write "Schiphol (Airport)". */
function foldName(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

const mainPlaceKeys = mainTransitPlaces.map(foldName);

export function rankOf(item: TransitLocationItem): number {
  const index = mainPlaceKeys.indexOf(foldName(item.name ?? ''));
  return index === -1 ? mainTransitPlaces.length : index;
}

export function placeOf(item: TransitLocationItem): CrewJourneyPlace | null {
  if (item.location === null || item.location === undefined) return null;
  const name = [item.name, item.city !== item.name ? item.city : null].filter((part): part is string => typeof part === 'string' && part !== '').join(', ');
  return { name: name === '' ? 'unnamed place' : name, lat: item.location.latitude, lon: item.location.longitude };
}

export function TransitPlaceField({ bridge, label, value, onChoose }: { bridge: PassageBridge; label: string; value: CrewJourneyPlace | null; onChoose(place: CrewJourneyPlace): void }) {
  const [text, setText] = useState('');
  const [items, setItems] = useState<readonly TransitLocationItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();

  useEffect(
    function searchAsTyped() {
      const query = text.trim();
      let current = true;
      const timer = setTimeout(() => {
        const asked = query === '' ? Promise.all(mainTransitPlaces.slice(0, 4).map((name) => bridge.searchTransitPlaces({ query: { query: name, limit: 1 } }))) : bridge.searchTransitPlaces({ query: { query, limit: 8 } }).then((one) => [one]);
        void asked.then((results) => {
          if (!current) return;
          const failed = results.find((result) => !result.ok);
          if (failed !== undefined && !failed.ok) setProblem(`Places could not be searched: ${failed.error.message}`);
          else setProblem(null);
          const found = results.flatMap((result) => (result.ok ? result.value.value.items : []));
          setItems([...found].sort((a, b) => rankOf(a) - rankOf(b)));
        });
      }, 250);
      return function dropStaleSearch() {
        current = false;
        clearTimeout(timer);
      };
    },
    [bridge, text],
  );

  return (
    <div className="transit-place-field">
      <label>
        {label}{' '}
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Station, stop or address" aria-controls={listId} data-testid="transit-place-input" />
      </label>
      {value !== null && <p className="transit-place-chosen" data-testid="transit-place-chosen">{value.name}</p>}
      <ul id={listId} className="transit-place-list" aria-label={`${label} suggestions`}>
        {items.map((item, index) => {
          const place = placeOf(item);
          return (
            <li key={`${item.stopid ?? ''}-${index}`}>
              <button type="button" disabled={place === null} onClick={() => place !== null && onChoose(place)} title={place === null ? 'The planner gave no position for this place' : undefined}>
                {item.name ?? 'unnamed'}
                {item.city && item.city !== item.name ? `, ${item.city}` : ''}
                {item.type ? <span className="transit-place-type"> · {transitPlaceTypeWords(item.type)}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {problem !== null && <p className="problem" role="alert">{problem}</p>}
    </div>
  );
}
