import { afterEach, describe, expect, it } from 'vitest';
import type { PassageBridge } from '../../shared/bridge';
import { routeForecastStore } from './route-forecast';
import { followRouteForecast, followVoyageForecast } from './route-forecast-feed';

/** A bridge whose route forecast costs `cost.creditsToSpend` when asked, counting the forecasts fetched. */
function forecastBridge(creditsToSpend: number) {
  const asked: string[] = [];
  const cost = { creditsToSpend };
  const answer = { value: { voyageId: 'sample', voyageRevision: 1 }, provenance: { source: 'cache' } };
  const bridge = {
    estimateRouteForecast: async () => ({ ok: true, value: { credits: 1, creditsToSpend: cost.creditsToSpend } }),
    forecastRoute: async ({ voyageId, freshOnly }: { voyageId: string; freshOnly?: boolean }) => {
      // As the host answers a voyage opening: only a forecast that costs nothing, and nothing read otherwise.
      if (freshOnly === true && cost.creditsToSpend > 0) return { ok: false, error: { code: 'nothing_cached', message: 'no fresh forecast cached for this route' } };
      asked.push(voyageId);
      return { ok: true, value: answer };
    },
  } as unknown as PassageBridge;
  return { bridge, asked, answer, cost };
}

describe('a forecast asked outside the Forecast tab (the first start\'s sample)', () => {
  afterEach(() => routeForecastStore.clear());

  it('is on its way, then shown once landed, read from the cache without spending', async () => {
    const { bridge, asked, answer, cost } = forecastBridge(12);
    await followRouteForecast(bridge, 'sample', 'fetching');
    // The voyage opens while core still fetches: the forecast costs credits yet, nothing is fetched.
    await followVoyageForecast(bridge, 'sample', 1, false);
    expect(routeForecastStore.get('sample')).toMatchObject({ fetchingElsewhere: true, answer: null });
    expect(asked).toEqual([]);
    cost.creditsToSpend = 0;
    await followRouteForecast(bridge, 'sample', 'fetched');
    expect(routeForecastStore.get('sample')).toMatchObject({ fetchingElsewhere: false, answer });
    expect(asked).toEqual(['sample']);
  });

  it('that failed, or that would cost credits now (the route edited meanwhile), is left to the tab and its credit gate', async () => {
    const costly = forecastBridge(12);
    await followRouteForecast(costly.bridge, 'sample', 'fetching');
    await followVoyageForecast(costly.bridge, 'sample', 1, false);
    await followRouteForecast(costly.bridge, 'sample', 'fetched');
    expect(routeForecastStore.get('sample')).toMatchObject({ fetchingElsewhere: false, answer: null });
    routeForecastStore.clear();
    const failed = forecastBridge(12);
    await followRouteForecast(failed.bridge, 'sample', 'fetching');
    await followVoyageForecast(failed.bridge, 'sample', 1, false);
    await followRouteForecast(failed.bridge, 'sample', 'failed');
    expect(routeForecastStore.get('sample')).toMatchObject({ fetchingElsewhere: false, answer: null });
    expect([...costly.asked, ...failed.asked]).toEqual([]);
  });
});
