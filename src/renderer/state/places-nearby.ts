import { useCallback } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { Result } from '../../shared/result';
import type { Place } from '../../shared/service/geo';
import { useCreditGate, type CreditGate } from '../shell/credit-gate';

/**
 * Every lookup of the service's nearby places (`/v1/geo/nearby`): the chart's N key naming the
 * nearest place, and the ports' time zones for local times. The lookups cost a credit each, so
 * they go through the one credit gate like any other spending view (`placesNearby`): a lookup
 * that costs nothing (cached and fresh) is read at once; one that costs is only asked through
 * `useNearbyLookupGate`, with its cost shown first. Nothing here spends without the gate.
 */
export interface NearbyQuery {
  lat: number;
  lon: number;
  limit: number;
}

/** What the lookup would cost now: 0 when its answer is cached and fresh; null when the cost cannot be known. */
export async function nearbyCost(bridge: PassageBridge, query: NearbyQuery): Promise<number | null> {
  const estimate = await bridge.estimateCredits({ operation: 'geoNearby', query: { ...query } });
  return estimate.ok ? estimate.value.creditsToSpend : null;
}

/** The places near a position when the answer costs nothing; null when it would cost (then ask through the gate). */
export async function nearbyIfFree(bridge: PassageBridge, query: NearbyQuery): Promise<Result<Place[]> | null> {
  if ((await nearbyCost(bridge, query)) !== 0) return null;
  const result = await bridge.findPlacesNearby({ query });
  return result.ok ? { ok: true, value: result.value.value } : result;
}

/**
 * The gate for lookups that cost: `queries` are asked (one after another, the service's rate is
 * shared) only when the navigator's click or key passes the gate, their answers handed to
 * `onAnswers` in the same order. `credits` null while the cost is not known: nothing can be asked.
 */
export function useNearbyLookupGate(
  bridge: PassageBridge,
  queries: readonly NearbyQuery[],
  credits: number | null,
  onAnswers: (answers: Result<Place[]>[]) => void,
): CreditGate {
  const spend = useCallback(async () => {
    const answers: Result<Place[]>[] = [];
    for (const query of queries) {
      const result = await bridge.findPlacesNearby({ query });
      answers.push(result.ok ? { ok: true, value: result.value.value } : result);
    }
    onAnswers(answers);
  }, [bridge, queries, onAnswers]);
  return useCreditGate('placesNearby', credits === null || queries.length === 0 ? { status: 'loading' } : { status: 'ready', creditsToSpend: credits }, spend);
}
