import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PassageBridge } from '../../shared/bridge';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';
import { routeForecastStore, useRouteForecast } from './route-forecast';
import { fetchVoyageForecast, followVoyageForecast } from './route-forecast-feed';

/**
 * The open voyage's forecast follows the voyage's store, not the Forecast tab's effects (issue 28):
 * what each voyage's saved route costs is asked once per revision, a cached one opens by itself,
 * another voyage shows nothing of it, and opening the voyage (or the tab) again asks nothing.
 */

/** A bridge that answers as the app would and counts what it is asked. */
function countingBridge(creditsToSpend: Record<string, number>) {
  const asked: string[] = [];
  const revisions = new Map<string, number>();
  const bridge = {
    estimateRouteForecast: async ({ voyageId }: { voyageId: string }) => {
      asked.push(`estimate ${voyageId}`);
      return { ok: true, value: { credits: 12, creditsToSpend: creditsToSpend[voyageId] ?? 12 } };
    },
    forecastRoute: async ({ voyageId, cacheOnly, freshOnly }: { voyageId: string; cacheOnly?: boolean; freshOnly?: boolean }) => {
      asked.push(`${freshOnly === true ? 'fresh forecast' : cacheOnly === true ? 'cached forecast' : 'forecast'} ${voyageId}`);
      // As the host answers: a fresh one only when its cost is nothing, and nothing read otherwise.
      if (freshOnly === true && (creditsToSpend[voyageId] ?? 12) > 0) return { ok: false, error: { code: 'nothing_cached', message: 'no fresh forecast cached for this route' } };
      creditsToSpend[voyageId] = 0;
      const value = { voyageId, voyageRevision: revisions.get(voyageId) ?? 1, elements: [], points: [], waypoints: [] } as unknown as RouteForecastSeries;
      return { ok: true, value: { value, provenance: { dataSource: 'demo' } } as unknown as ServiceAnswer<RouteForecastSeries> };
    },
  } as unknown as PassageBridge;
  /** The route saved again: its forecast is not cached for the new revision. */
  function saveRevision(voyageId: string, revision: number, costs: number) {
    revisions.set(voyageId, revision);
    creditsToSpend[voyageId] = costs;
  }
  return { bridge, asked, saveRevision };
}

/** What a view reads for a voyage right now, rendered once without any provider. */
function shown(voyageId: string) {
  let seen: ReturnType<typeof useRouteForecast> | undefined;
  function Reader() {
    seen = useRouteForecast(voyageId);
    return null;
  }
  renderToStaticMarkup(<Reader />);
  if (seen === undefined) throw new Error('not rendered');
  return { forecastOf: seen.answer?.value.voyageId ?? null, revision: seen.answer?.value.voyageRevision ?? null, cost: seen.request?.estimate.status === 'ready' ? seen.request.estimate.value.creditsToSpend : null };
}

describe("the open voyage's forecast", () => {
  afterEach(() => routeForecastStore.clear());

  it('opens a cached forecast by itself, shows another voyage only its own, and asks nothing when the first is opened again', async () => {
    const { bridge, asked } = countingBridge({ rotterdam: 0, hamburg: 40 });
    await followVoyageForecast(bridge, 'rotterdam', 1, false);
    // Opened by itself, asked beside its cost: read from the cache only if fresh, never asked of the service.
    expect(asked).toEqual(['estimate rotterdam', 'fresh forecast rotterdam']);
    expect(shown('rotterdam')).toEqual({ forecastOf: 'rotterdam', revision: 1, cost: 0 });

    // Another voyage whose forecast is not cached: its cost, nothing of the first, nothing spent.
    asked.length = 0;
    await followVoyageForecast(bridge, 'hamburg', 1, false);
    expect(asked).toEqual(['estimate hamburg', 'fresh forecast hamburg']);
    expect(shown('hamburg')).toEqual({ forecastOf: null, revision: null, cost: 40 });

    // Back to the first (and its tab opened again): all there, nothing asked.
    asked.length = 0;
    await followVoyageForecast(bridge, 'rotterdam', 1, false);
    expect(asked).toEqual([]);
    expect(shown('rotterdam')).toEqual({ forecastOf: 'rotterdam', revision: 1, cost: 0 });
  });

  it('forgets the forecast of a route saved again, and fetches the new one only through the gate when it costs', async () => {
    const { bridge, asked, saveRevision } = countingBridge({ rotterdam: 0 });
    await followVoyageForecast(bridge, 'rotterdam', 1, false);
    asked.length = 0;
    saveRevision('rotterdam', 2, 12);
    await followVoyageForecast(bridge, 'rotterdam', 2, false);
    expect(asked).toEqual(['estimate rotterdam', 'fresh forecast rotterdam']);
    expect(shown('rotterdam')).toEqual({ forecastOf: null, revision: null, cost: 12 });
    // The navigator passes the credit gate: the new route's forecast, and its cost is now nothing.
    asked.length = 0;
    await fetchVoyageForecast(bridge, 'rotterdam', 2);
    expect(asked).toEqual(['forecast rotterdam', 'estimate rotterdam']);
    expect(shown('rotterdam')).toEqual({ forecastOf: 'rotterdam', revision: 2, cost: 0 });
  });

  it('offline, opens whatever the cache holds without asking for the cost first to be nothing', async () => {
    const { bridge, asked } = countingBridge({ lisbon: 30 });
    await followVoyageForecast(bridge, 'lisbon', 1, false);
    expect(asked).toEqual(['estimate lisbon', 'fresh forecast lisbon']);
    await followVoyageForecast(bridge, 'lisbon', 1, true);
    // The app may not yet know the service is gone: the cache is read, the service never asked.
    expect(asked).toEqual(['estimate lisbon', 'fresh forecast lisbon', 'cached forecast lisbon', 'estimate lisbon']);
    expect(shown('lisbon').forecastOf).toBe('lisbon');
  });

  it('shows a fresh cached forecast as soon as it is read, without waiting for its cost', async () => {
    const { bridge, asked } = countingBridge({ rotterdam: 0 });
    let answerCost = () => undefined as void;
    const costAnswered = new Promise<void>((resolve) => {
      answerCost = resolve;
    });
    const slowCost = {
      ...bridge,
      estimateRouteForecast: async (input: { voyageId: string }) => {
        await costAnswered;
        return bridge.estimateRouteForecast(input);
      },
    } as PassageBridge;
    const following = followVoyageForecast(slowCost, 'rotterdam', 1, false);
    await expect.poll(() => shown('rotterdam').forecastOf).toBe('rotterdam');
    // Shown while its cost is still on its way.
    expect(shown('rotterdam').cost).toBeNull();
    answerCost();
    await following;
    expect(asked).toEqual(['fresh forecast rotterdam', 'estimate rotterdam']);
    expect(shown('rotterdam')).toEqual({ forecastOf: 'rotterdam', revision: 1, cost: 0 });
  });
});
