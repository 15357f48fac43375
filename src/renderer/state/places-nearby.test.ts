import { describe, expect, it } from 'vitest';
import type { PassageBridge } from '../../shared/bridge';
import { passCreditGate } from '../shell/credit-gate';
import { nearbyCost, nearbyIfFree } from './places-nearby';

/** A bridge whose nearby answers cost `creditsToSpend`, counting what is asked of the service. */
function countingBridge(creditsToSpend: number) {
  const asked: unknown[] = [];
  const bridge = {
    estimateCredits: async () => ({ ok: true, value: { credits: 1, creditsToSpend } }),
    findPlacesNearby: async (input: unknown) => {
      asked.push(input);
      return { ok: true, value: { value: [{ name: 'Rotterdam', latitude: 51.92, longitude: 4.48, timezone: 'Europe/Amsterdam' }], provenance: {} } };
    },
  } as unknown as PassageBridge;
  return { bridge, asked };
}

const rotterdam = { lat: 51.9, lon: 4.48, limit: 1 };

describe('nearby lookups (the N key, the ports\' time zones) spend only through the credit gate', () => {
  it('a lookup that costs a credit is not asked without consent: nothing is sent, its cost is known', async () => {
    const { bridge, asked } = countingBridge(1);
    expect(await nearbyIfFree(bridge, rotterdam)).toBeNull();
    expect(await nearbyCost(bridge, rotterdam)).toBe(1);
    expect(asked).toEqual([]);
    // And the gate itself lets no credit go when the navigator says no (threshold 0: asked first).
    expect(passCreditGate('placesNearby', 1, { thresholdCredits: 0, dataSource: 'live', bytesPerCredit: null, bytesPerCreditByOperation: {} }, () => false)).toBe(false);
    expect(passCreditGate('placesNearby', 1, { thresholdCredits: null, dataSource: null, bytesPerCredit: null, bytesPerCreditByOperation: {} }, () => false)).toBe(false);
  });

  it('a lookup already paid for (cached, fresh) is read at once', async () => {
    const { bridge, asked } = countingBridge(0);
    const result = await nearbyIfFree(bridge, rotterdam);
    expect(result?.ok && result.value.map((place) => place.timezone)).toEqual(['Europe/Amsterdam']);
    expect(asked).toEqual([{ query: rotterdam }]);
  });
});
