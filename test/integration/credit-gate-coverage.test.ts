import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every view that can spend credits goes through the one credit gate: its spending call is made
 * only in a file that uses `useCreditGate('<its view>', …)`, each view is named by exactly one
 * file, and no other file asks the navigator with a confirm of its own. A new spending view
 * that copies a confirmation instead fails here.
 */
const rendererDir = path.resolve(import.meta.dirname, '../../src/renderer');

/** Files allowed to make a spending call outside the gate, and why. */
const readsAtNoCost: Record<string, string> = {
  // The printed plan reads the forecast and the ensemble only when the estimate says 0 credits.
  'reports/use-route-report-data.ts': 'cache only',
  // The printed plan's port page reads the ports' forecast and climate only when the estimate says 0 credits.
  'reports/use-report-port-weather.ts': 'cache only',
};

/**
 * Files that make a gated call for the file holding the gate: the voyage's forecast store fetches
 * when the Forecast tab's gate lets it (`fetchVoyageForecast`), and opens a forecast by itself only
 * from the cache (`cacheOnly`, route-forecast-feed.test.tsx).
 */
const callsMadeForAGate: Record<string, string> = {
  'state/route-forecast-feed.ts': 'forecast/forecast-panel.tsx',
};

/** Files that ask the navigator something that spends nothing, and what. */
const questionsThatSpendNothing: Record<string, string> = {
  'route/vessel-profile-form.tsx': 'whether a new service speed applies to every leg',
};

/**
 * Service reads the renderer makes without the gate, and why each may spend without asking. Every
 * service call (a `serviceCall` of the contract) the renderer makes is a spending view's call, a
 * read at no cost above, or named here: a new read that spends cannot slip past the gate unsaid.
 */
const spendsWithoutTheGate: Record<string, string> = {
  getPorts: 'the ports list, one request the chart, the port search and the shore side share, fresh for 30 days in the cache (src/core/store/freshness.ts)',
  getStorms: 'the active storms, one request fresh for 30 minutes, asked by the Risk tab and its timed refresh: a storm near the route must never wait for a click',
  searchPlaces: 'one request a search the navigator typed and sent, each fresh for 30 days',
  getMarineEnsembleModels: 'the ensemble catalogue, one request fresh for an hour, read to offer the models before a plume is asked (through the gate)',
  getMarineTimeseriesModels: 'the marine model catalogue, one request fresh for an hour and pinned to the voyage, read to offer the models to compare',
  getWeatherTimeseriesModels: "the weather models at the route's first point, one request fresh for an hour and pinned to the voyage, read to offer the models to compare",
  getTrafficOverview: 'road traffic near the port of call, one request fresh for 5 minutes, on opening the shore side for a port and again when stale',
  getTrafficGeo: 'road traffic near the port of call, one request fresh for 5 minutes, on opening the shore side for a port and again when stale',
  searchTransitPlaces: 'one request a typed search (after a pause in typing), and four for the main places offered while the field is empty, each fresh for 5 minutes',
};

function rendererSources(): { file: string; text: string }[] {
  return fs
    .readdirSync(rendererDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file: file.split(path.sep).join('/'), text: fs.readFileSync(path.join(rendererDir, file), 'utf8') }));
}

/**
 * The list of spending views, read from its source (a test may not import the renderer): each
 * entry `name: { what: '…', call: '…', operations: [...] }`, perhaps with `alwaysAsk: true` after it.
 */
function spendingViewList(sources: { file: string; text: string }[]): Record<string, { call: string }> {
  const list = sources.find((source) => source.file === 'shell/spending-views.ts')?.text ?? '';
  return Object.fromEntries([...list.matchAll(/^\s+(\w+): \{ what: '[^']+', call: '(\w+)', operations: \[[^\]]*\](?:, alwaysAsk: true)? \},?$/gm)].map((match) => [match[1], { call: match[2] ?? '' }]));
}

describe('the credit gate covers every spending view', () => {
  const sources = rendererSources();
  const spendingViews = spendingViewList(sources);
  const views = Object.keys(spendingViews);

  it('reads the list of spending views', () => {
    expect(views).toEqual(expect.arrayContaining(['routeForecast', 'departureComparison', 'modelComparison', 'ensembleAlongRoute', 'ensemblePoint', 'liveSelfTest']));
    // Every entry of the list is read: one whose shape the pattern missed would escape the checks below.
    const entries = (sources.find((source) => source.file === 'shell/spending-views.ts')?.text.match(/^\s+\w+: \{ what: /gm) ?? []).length;
    expect(views).toHaveLength(entries);
  });

  it.each(views)('%s is gated in exactly one file, the one that makes its call', (view) => {
    const gated = sources.filter((source) => source.text.includes(`useCreditGate('${view}'`));
    expect(gated.map((source) => source.file)).toHaveLength(1);
    const calling = sources.filter((source) => source.text.includes(`.${spendingViews[view]?.call ?? '?'}(`) && readsAtNoCost[source.file] === undefined);
    expect(calling.map((source) => callsMadeForAGate[source.file] ?? source.file)).toEqual(gated.map((source) => source.file));
  });

  it('no view asks for a confirmation of its own', () => {
    const confirming = sources.filter((source) => /\bconfirm\(/.test(source.text) && source.file !== 'shell/credit-gate.tsx' && !(source.file in questionsThatSpendNothing));
    expect(confirming.map((source) => source.file)).toEqual([]);
  });

  it('names every other service read the renderer makes, with why it spends without asking', () => {
    const contract = fs.readFileSync(path.resolve(rendererDir, '../shared/contract.ts'), 'utf8');
    const serviceCalls = [...contract.matchAll(/^\s+(\w+): serviceCall\(/gm)].map((match) => match[1] ?? '');
    expect(serviceCalls.length).toBeGreaterThan(15);
    const gatedCalls = new Set(Object.values(spendingViews).map((view) => view.call));
    const ungated = serviceCalls.filter(
      (call) => !gatedCalls.has(call) && sources.some((source) => source.text.includes(`.${call}(`) && readsAtNoCost[source.file] === undefined),
    );
    expect(ungated.sort()).toEqual(Object.keys(spendsWithoutTheGate).sort());
  });

  it('lists each spending call once', () => {
    const calls = views.map((view) => spendingViews[view]?.call);
    expect(new Set(calls).size).toBe(calls.length);
  });
});
