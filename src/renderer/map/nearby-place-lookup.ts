import { useCallback, useMemo, useRef, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { greatCircleInverse } from '../../shared/geo';
import { formatQuantity } from '../../shared/format/quantity-format';
import type { Result } from '../../shared/result';
import type { Place } from '../../shared/service/geo';
import { nearbyCost, nearbyIfFree, useNearbyLookupGate, type NearbyQuery } from '../state/places-nearby';

/**
 * The nearest named place to a chart position, on demand (the cursor readout's N key): asked of
 * the service's nearby lookup (one place, or a list read nearest first), through the response
 * cache, and remembered here by position to the hundredth of a degree so the same spot is never
 * asked twice in a session. A lookup that costs a credit is not asked at the first N: the readout
 * says its cost, and N again at the same spot asks it through the one credit gate.
 */
const remembered = new Map<string, string>();

const roundHundredth = (value: number): number => Math.round(value * 100) / 100;

function placeWords(result: Result<Place[]>, lat: number, lon: number): string {
  if (!result.ok) return `nearest place not known: ${result.error.message}`;
  const place = result.value[0];
  if (place === undefined) return 'no named place nearby';
  return `near ${place.name}${place.country?.code ? ` (${place.country.code})` : ''}, ${formatQuantity(greatCircleInverse({ lat, lon }, { lat: place.latitude, lon: place.longitude }).distanceNm, 'nm')}`;
}

export interface NearbyPlaceLookup {
  /** What the readout says of the nearest place: its name, its cost before it is asked, or null. */
  words: string | null;
  /** N at a position: the name when known or free, else its cost; N again at the same spot asks it through the gate. */
  press(lat: number, lon: number): void;
  /** The pointer moved on: what was said of the last spot no longer holds. */
  forget(): void;
}

type Asked = { key: string; lat: number; lon: number; query: NearbyQuery } & ({ state: 'costing' } | { state: 'costs'; credits: number | null } | { state: 'known'; words: string });

export function useNearbyPlaceLookup(bridge: PassageBridge): NearbyPlaceLookup {
  const [asked, setAsked] = useState<Asked | null>(null);
  // The spot now asked about: late answers for a spot the pointer has left are dropped.
  const latest = useRef<string | null>(null);
  const settle = useCallback((key: string, next: Asked | null) => {
    if (latest.current === key) setAsked(next);
  }, []);

  const unpaid = asked?.state === 'costs' ? asked : null;
  const queries = useMemo(() => (unpaid === null ? [] : [unpaid.query]), [unpaid]);
  const onAnswers = useCallback(
    (answers: Result<Place[]>[]) => {
      const answer = answers[0];
      if (unpaid === null || answer === undefined) return;
      const words = placeWords(answer, unpaid.lat, unpaid.lon);
      if (answer.ok) remembered.set(unpaid.key, words);
      settle(unpaid.key, { ...unpaid, state: 'known', words });
    },
    [unpaid, settle],
  );
  const gate = useNearbyLookupGate(bridge, queries, unpaid?.credits ?? null, onAnswers);

  const press = useCallback(
    (lat: number, lon: number) => {
      const query = { lat: roundHundredth(lat), lon: roundHundredth(lon), limit: 1 };
      const key = `${query.lat},${query.lon}`;
      // N again where the cost was shown: the navigator asks for it, through the gate.
      if (unpaid !== null && unpaid.key === key) {
        gate.ask();
        return;
      }
      latest.current = key;
      const known = remembered.get(key);
      const base = { key, lat, lon, query };
      if (known !== undefined) {
        setAsked({ ...base, state: 'known', words: known });
        return;
      }
      setAsked({ ...base, state: 'costing' });
      void nearbyIfFree(bridge, query).then(async (result) => {
        if (result === null) {
          settle(key, { ...base, state: 'costs', credits: await nearbyCost(bridge, query) });
          return;
        }
        const words = placeWords(result, lat, lon);
        if (result.ok) remembered.set(key, words);
        settle(key, { ...base, state: 'known', words });
      });
    },
    [bridge, unpaid, gate, settle],
  );
  const forget = useCallback(() => {
    latest.current = null;
    setAsked(null);
  }, []);

  const words = asked === null ? null : asked.state === 'known' ? asked.words : asked.state === 'costing' ? 'nearest place …' : `nearest place: ${gate.cost}, N again to look it up`;
  return { words, press, forget };
}
