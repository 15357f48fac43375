import { describe, expect, it } from 'vitest';
import type { PassageBridge } from '../../shared/bridge';
import type { Result } from '../../shared/result';
import type { NoGoArea } from '../../shared/voyage/no-go-area';
import type { Voyage, VoyageChange } from '../../shared/voyage/voyage';
import { noGoAreas, noGoDrawing } from '../state/no-go-areas';
import { createOpenVoyage, type OpenVoyageInstance } from './open-voyage';
import { rotterdamToLeith } from './rotterdam-leith.fixture';

/**
 * The open voyage when it is changed outside this window (another window on the same app, the
 * office's screen on the ship's network): it follows when nothing here is unsaved, keeps the
 * navigator's edits and says so when something is, and never takes this window's own write,
 * whose event may come before its answer, for another's.
 */

/**
 * The store's side as the app keeps it: a revision that rises with each write, a stale save
 * refused. Each write tells `told` (the voyagesChanged event) before it answers, the order that
 * can happen over the web host's socket.
 */
function fakeApp(told: (instance: OpenVoyageInstance) => (change: VoyageChange) => void) {
  let stored: Voyage | null = rotterdamToLeith();
  const made: unknown[] = [];
  const areasSaved: { voyageId: string; area: NoGoArea }[] = [];
  const instance = createOpenVoyage();
  const tell = (change: VoyageChange) => told(instance)(change);
  const notFound = { ok: false as const, error: { code: 'not_found', message: 'No such voyage.' } };
  const bridge = {
    getVoyage: async (): Promise<Result<Voyage>> => (stored === null ? notFound : { ok: true, value: stored }),
    saveVoyage: async (save: Voyage): Promise<Result<Voyage>> => {
      if (stored === null) return notFound;
      if (save.revision !== stored.revision) return { ok: false, error: { code: 'stale_revision', message: 'Changed elsewhere: nothing was overwritten.' } };
      stored = { ...save, revision: stored.revision + 1 };
      tell({ voyageId: stored.id, revision: stored.revision });
      return { ok: true, value: stored };
    },
    renameVoyage: async ({ name }: { name: string }): Promise<Result<Voyage>> => {
      if (stored === null) return notFound;
      stored = { ...stored, name, revision: stored.revision + 1 };
      tell({ voyageId: stored.id, revision: stored.revision });
      return { ok: true, value: stored };
    },
    createVoyage: async (voyage: Omit<Voyage, 'id' | 'revision' | 'createdAtMs' | 'updatedAtMs'>): Promise<Result<Voyage>> => {
      made.push(voyage);
      return { ok: true, value: { ...rotterdamToLeith(), ...voyage, id: `v${made.length + 1}`, revision: 1 } };
    },
    saveNoGoArea: async (save: { voyageId: string; area: NoGoArea }): Promise<Result<NoGoArea>> => {
      if (save.area.name === 'Refused') return { ok: false, error: { code: 'invalid_input', message: 'The store is full.' } };
      areasSaved.push(save);
      return { ok: true, value: save.area };
    },
    deleteVoyage: async (): Promise<Result<{ deleted: boolean }>> => {
      const had = stored !== null;
      stored = null;
      if (had) tell({ voyageId: 'v1', revision: null });
      return { ok: true, value: { deleted: had } };
    },
  };
  instance.connect(bridge as unknown as PassageBridge);
  return {
    instance,
    made,
    areasSaved,
    view: () => instance.view.get(),
    /** Another window's write, straight to the store, then its event here. */
    elsewhere(change: (voyage: Voyage) => Voyage | null) {
      const after = stored === null ? null : change(stored);
      stored = after;
      instance.changedElsewhere({ voyageId: 'v1', revision: after === null ? null : after.revision });
    },
    /** Another window's write whose event never came (this window's stream was down). */
    unheard(change: (voyage: Voyage) => Voyage | null) {
      stored = stored === null ? null : change(stored);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const followed = (instance: OpenVoyageInstance) => instance.changedElsewhere;

describe('the open voyage changed outside this window', () => {
  it('takes its own save and rename for its own, though their events come before their answers', async () => {
    const app = fakeApp(followed);
    await app.instance.actions.open('v1');
    app.instance.actions.edit((voyage) => ({ ...voyage, waypoints: voyage.waypoints.map((point, index) => (index === 0 ? { ...point, name: 'Europoort' } : point)) }));
    expect(await app.instance.actions.save()).toBe(true);
    await settle();
    expect(app.view()).toMatchObject({ dirty: false, problem: null, voyage: { revision: 2 } });
    expect(app.view().voyage?.waypoints[0]?.name).toBe('Europoort');

    // Renamed with edits open: the edits stay unsaved, and the next save is not refused as stale.
    app.instance.actions.edit((voyage) => ({ ...voyage, waypoints: voyage.waypoints.map((point, index) => (index === 1 ? { ...point, name: 'Leith Docks' } : point)) }));
    expect((await app.instance.actions.rename('Europoort to Leith')).ok).toBe(true);
    await settle();
    expect(app.view()).toMatchObject({ dirty: true, problem: null, voyage: { name: 'Europoort to Leith', revision: 3 } });
    expect(await app.instance.actions.save()).toBe(true);
    expect(app.view()).toMatchObject({ dirty: false, problem: null, voyage: { name: 'Europoort to Leith', revision: 4 } });
    expect(app.view().voyage?.waypoints[1]?.name).toBe('Leith Docks');
  });

  it('deleted here, closes without saying another window did it', async () => {
    const app = fakeApp(followed);
    await app.instance.actions.open('v1');
    expect(await app.instance.actions.remove()).toEqual({ ok: true, value: { deleted: true } });
    await settle();
    expect(app.view()).toMatchObject({ voyage: null, problem: null });
  });

  it('with nothing unsaved, follows: read again when changed, closed and said when deleted', async () => {
    const app = fakeApp(followed);
    await app.instance.actions.open('v1');
    app.elsewhere((voyage) => ({ ...voyage, name: 'Renamed on the other screen', revision: voyage.revision + 1 }));
    await settle();
    expect(app.view()).toMatchObject({ dirty: false, problem: null, voyage: { name: 'Renamed on the other screen', revision: 2 } });
    app.elsewhere(() => null);
    await settle();
    expect(app.view().voyage).toBeNull();
    expect(app.view().problem).toBe('“Renamed on the other screen” was deleted in another window.');
  });

  it('with unsaved edits, keeps them and says what a save will meet', async () => {
    const app = fakeApp(followed);
    await app.instance.actions.open('v1');
    app.instance.actions.edit((voyage) => ({ ...voyage, name: 'Edited here' }));
    app.elsewhere((voyage) => ({ ...voyage, name: 'Saved there', revision: voyage.revision + 1 }));
    await settle();
    expect(app.view()).toMatchObject({ dirty: true, voyage: { name: 'Edited here', revision: 1 } });
    expect(app.view().problem).toMatch(/changed in another window\. A save here is refused so that nothing there is overwritten/);
    expect(await app.instance.actions.save()).toBe(false);
    expect(app.view()).toMatchObject({ dirty: true, voyage: { name: 'Edited here' } });

    app.elsewhere(() => null);
    await settle();
    expect(app.view()).toMatchObject({ dirty: true, voyage: { name: 'Edited here' } });
    expect(app.view().problem).toBe('“Edited here” was deleted in another window. Your unsaved edits stay here: Save (Ctrl+S) keeps them as a new voyage.');
    // Saved: made anew with the edits, and open as that voyage.
    expect(await app.instance.actions.save()).toBe(true);
    expect(app.view()).toMatchObject({ dirty: false, problem: null, voyage: { id: 'v2', name: 'Edited here', revision: 1 } });
    expect(app.made).toEqual([expect.objectContaining({ name: 'Edited here', waypoints: rotterdamToLeith().waypoints })]);
  });

  it('made anew after a delete elsewhere, keeps the no-go areas this window read and the one being drawn', async () => {
    const app = fakeApp(followed);
    const corners = [
      { lat: 51, lon: 2 },
      { lat: 51.5, lon: 2 },
      { lat: 51.5, lon: 2.5 },
    ];
    const tss: NoGoArea = { id: 'a1', name: 'TSS Dover', corners };
    const refused: NoGoArea = { id: 'a2', name: 'Refused', corners };
    noGoAreas.set('v1', { areas: [tss, refused], loaded: true, problem: null });
    noGoDrawing.set('v1', { name: 'Ice limit', corners: corners.slice(0, 2) });
    await app.instance.actions.open('v1');
    app.instance.actions.edit((voyage) => ({ ...voyage, name: 'Edited here' }));
    app.elsewhere(() => null);
    await settle();

    expect(await app.instance.actions.save()).toBe(true);
    expect(app.view().voyage).toMatchObject({ id: 'v2', name: 'Edited here' });
    expect(app.areasSaved).toEqual([{ voyageId: 'v2', area: tss }]);
    expect(noGoAreas.get('v2')).toEqual({ areas: [tss], loaded: true, problem: null });
    expect(noGoDrawing.get('v2')).toEqual({ name: 'Ice limit', corners: corners.slice(0, 2) });
    expect(noGoDrawing.get('v1')).toBeNull();
    // One the store refused is named, with why.
    expect(app.view().problem).toBe('No-go areas not saved with the new voyage: “Refused” (The store is full.).');
  });

  it('after a gap in the events, finds what it missed by reading the voyage again', async () => {
    const app = fakeApp(followed);
    await app.instance.actions.open('v1');
    await app.instance.checkAfterGap();
    expect(app.view()).toMatchObject({ problem: null, voyage: { revision: 1 } });
    // Renamed and then deleted on another screen while this window heard nothing.
    app.unheard((voyage) => ({ ...voyage, name: 'Renamed during the gap', revision: voyage.revision + 1 }));
    expect(app.view().voyage?.name).toBe('Rotterdam to Leith');
    await app.instance.checkAfterGap();
    await settle();
    expect(app.view()).toMatchObject({ problem: null, voyage: { name: 'Renamed during the gap', revision: 2 } });
    app.unheard(() => null);
    await app.instance.checkAfterGap();
    expect(app.view()).toMatchObject({ voyage: null, problem: '“Renamed during the gap” was deleted in another window.' });
  });
});
