import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PassageBridge } from '../../shared/bridge';
import type { AnswerProvenance } from '../../shared/service/answer-provenance';
import type { RouteCheckResult } from '../../shared/voyage/route-check';
import type { Voyage } from '../../shared/voyage/voyage';
import { routeCheckStore, useRouteCheck } from '../route-check/route-check-state';
import { openVoyage, useOpenVoyage, type OpenVoyage } from '../route/open-voyage';
import { routeEditingStore, useRouteEditing, type RouteEditing } from '../route/route-editing';
import { rotterdamToLeith } from '../route/rotterdam-leith.fixture';
import { shownDataStore, useShownEntries, type ShownEntry } from '../shell/shown-data';
import { pointPick, usePointPick } from './point-pick';
import { routeForecastStore, useRouteForecast } from './route-forecast';

/**
 * Switching voyages: everything the renderer keeps beyond a tab (the open voyage, route editing,
 * the route check, what the status bar dates, the picked point, the forecast) is read through
 * the one store pattern, and nothing of the first voyage shows on the second.
 */

function voyage(id: string, names: [string, string]): Voyage {
  const [from, to] = rotterdamToLeith().waypoints;
  return rotterdamToLeith({
    id,
    name: `${names[0]} to ${names[1]}`,
    waypoints: [
      { ...from!, id: `${id}-a`, name: names[0] },
      { ...to!, id: `${id}-b`, name: names[1] },
    ],
  });
}

interface Seen {
  open: OpenVoyage;
  editing: RouteEditing;
  check: ReturnType<typeof useRouteCheck>;
  shown: readonly ShownEntry[];
  picked: ReturnType<typeof usePointPick>['picked'];
  forecastColourBy: string;
}

/** What every view of the workstation reads right now, rendered once without any provider around it. */
function readAll(): Seen {
  let seen: Seen | undefined;
  function Reader() {
    const open = useOpenVoyage();
    const id = open.voyage?.id ?? null;
    seen = { open, editing: useRouteEditing(), check: useRouteCheck(), shown: useShownEntries(), picked: usePointPick(id).picked, forecastColourBy: useRouteForecast(id).colourBy };
    return null;
  }
  renderToStaticMarkup(<Reader />);
  if (seen === undefined) throw new Error('not rendered');
  return seen;
}

const provenance = { source: 'live', fetchedAtMs: 0 } as unknown as AnswerProvenance;
const findings = { findings: [{ severity: 'warning', legIndex: 0, text: 'Leg 1 crosses land near Texel' }] } as unknown as RouteCheckResult;

describe('switching voyages', () => {
  afterEach(() => {
    openVoyage.actions.close();
    routeEditingStore.clear();
    routeCheckStore.clear();
    routeForecastStore.clear();
    shownDataStore.set(new Map());
    pointPick.clear('rotterdam-leith');
  });

  it('shows nothing of the first voyage on the second, and the first keeps its own when reopened', async () => {
    const rotterdam = voyage('rotterdam-leith', ['Maas Center', 'Leith']);
    const hamburg = voyage('hamburg-oslo', ['Elbe 1', 'Oslo']);
    const saved: Voyage[] = [];
    openVoyage.connect({
      getVoyage: async ({ id }: { id: string }) => ({ ok: true, value: id === rotterdam.id ? rotterdam : hamburg }),
      saveVoyage: async (input: Voyage) => {
        saved.push(input);
        return { ok: true, value: { ...input, revision: input.revision + 1, createdAtMs: 0, updatedAtMs: 1 } };
      },
    } as unknown as PassageBridge);

    // Work on the first voyage: an unsaved edit, a selected waypoint in edit mode, a finding,
    // an answer on screen, a picked point, a colouring.
    openVoyage.actions.show(rotterdam);
    openVoyage.actions.edit((each) => ({ ...each, name: 'Rotterdam to Leith, via Fair Isle' }));
    const first = readAll();
    first.editing.setEditing(true);
    first.editing.select(1);
    routeCheckStore.set(rotterdam.id, { result: findings, forWaypoints: rotterdam.waypoints, problem: null });
    // As useShownData's effect registers them (a server render runs no effects): one about the voyage, one about none.
    shownDataStore.set(new Map([['route-forecast', { label: 'route forecast', provenance, voyageId: rotterdam.id }], ['storms', { label: 'storms', provenance, voyageId: null }]]));
    pointPick.pickAt(rotterdam.id, 58.5, -1.6);
    routeForecastStore.set(rotterdam.id, (previous) => ({ ...previous, colourBy: 'windSpeed10m' }));

    const before = readAll();
    expect(before.open.dirty).toBe(true);
    expect(before.open.plan?.ok).toBe(true);
    expect(before.editing).toMatchObject({ editing: true, selected: 1 });
    expect(before.check.result?.findings).toHaveLength(1);
    expect(before.shown.map((entry) => entry.label)).toEqual(['route forecast', 'storms']);
    expect(before.picked).toMatchObject({ lat: 58.5, lon: -1.6 });
    expect(before.forecastColourBy).toBe('windSpeed10m');

    await openVoyage.actions.open(hamburg.id);
    const after = readAll();
    expect(after.open.voyage?.name).toBe('Elbe 1 to Oslo');
    expect(after.open).toMatchObject({ dirty: false, canUndo: false, canRedo: false, problem: null });
    expect(after.editing).toMatchObject({ editing: false, selected: null });
    expect(after.check).toEqual({ result: null, forWaypoints: null, problem: null });
    // Storms belong to no voyage and stay; the first voyage's forecast is not dated on the second.
    expect(after.shown.map((entry) => entry.label)).toEqual(['storms']);
    expect(after.picked).toBeNull();
    expect(after.forecastColourBy).toBe('significantWaveHeight');

    // Back to the first: its selection and findings are its own again (the edit was not saved, so it opens as stored).
    await openVoyage.actions.open(rotterdam.id);
    const back = readAll();
    expect(back.open.voyage?.name).toBe('Maas Center to Leith');
    expect(back.editing).toMatchObject({ editing: true, selected: 1 });
    expect(back.check.result?.findings).toHaveLength(1);
    expect(saved).toHaveLength(0);
  });

  it('saves with the revision the store holds, edits made during the save staying unsaved', async () => {
    const rotterdam = voyage('rotterdam-leith', ['Maas Center', 'Leith']);
    const sent: number[] = [];
    openVoyage.connect({
      saveVoyage: async (input: Voyage) => {
        sent.push(input.revision);
        return { ok: true, value: { ...input, revision: input.revision + 1, createdAtMs: 0, updatedAtMs: 1 } };
      },
    } as unknown as PassageBridge);
    openVoyage.actions.show(rotterdam);
    openVoyage.actions.edit((each) => ({ ...each, name: 'First' }));
    expect(await openVoyage.actions.save()).toBe(true);
    expect(readAll().open.dirty).toBe(false);
    openVoyage.actions.undo();
    expect(readAll().open.dirty).toBe(true);
    const saving = openVoyage.actions.save();
    openVoyage.actions.edit((each) => ({ ...each, name: 'Second' }));
    expect(await saving).toBe(true);
    expect(sent).toEqual([1, 2]);
    expect(readAll().open).toMatchObject({ dirty: true, voyage: { name: 'Second', revision: 3 } });
  });
});
