import { afterEach, describe, expect, it } from 'vitest';
import type { PassageBridge } from '../../shared/bridge';
import { followRouteForecast, routeForecastStore } from './route-forecast';

/** A bridge whose route forecast costs `creditsToSpend` now, counting the forecasts asked. */
function forecastBridge(creditsToSpend: number) {
  const asked: string[] = [];
  const answer = { value: { voyageId: 'sample', voyageRevision: 1 }, provenance: { source: 'cache' } };
  const bridge = {
    estimateRouteForecast: async () => ({ ok: true, value: { credits: 1, creditsToSpend } }),
    forecastRoute: async ({ voyageId }: { voyageId: string }) => {
      asked.push(voyageId);
      return { ok: true, value: answer };
    },
  } as unknown as PassageBridge;
  return { bridge, asked, answer };
}

describe('a forecast asked outside the Forecast tab (the first start\'s sample)', () => {
  afterEach(() => routeForecastStore.clear());

  it('is on its way, then shown once landed, read from the cache without spending', async () => {
    const { bridge, asked, answer } = forecastBridge(0);
    await followRouteForecast(bridge, 'sample', 'fetching');
    expect(routeForecastStore.get('sample')).toMatchObject({ fetching: true, answer: null });
    await followRouteForecast(bridge, 'sample', 'fetched');
    expect(routeForecastStore.get('sample')).toMatchObject({ fetching: false, answer });
    expect(asked).toEqual(['sample']);
  });

  it('that failed, or that would cost credits now (the route edited meanwhile), is left to the tab and its credit gate', async () => {
    const costly = forecastBridge(12);
    await followRouteForecast(costly.bridge, 'sample', 'fetching');
    await followRouteForecast(costly.bridge, 'sample', 'fetched');
    expect(routeForecastStore.get('sample')).toMatchObject({ fetching: false, answer: null });
    const failed = forecastBridge(0);
    await followRouteForecast(failed.bridge, 'sample', 'failed');
    expect(routeForecastStore.get('sample')).toMatchObject({ fetching: false, answer: null });
    expect([...costly.asked, ...failed.asked]).toEqual([]);
  });
});
