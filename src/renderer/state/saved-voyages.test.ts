import { afterEach, describe, expect, it } from 'vitest';
import type { PassageBridge } from '../../shared/bridge';
import type { VoyageSummary } from '../../shared/voyage/voyage';
import { openVoyage } from '../route/open-voyage';
import { rotterdamToLeith } from '../route/rotterdam-leith.fixture';
import { followSavedVoyages, readSavedVoyagesAgain, savedVoyagesStore } from './saved-voyages';

/**
 * The one list of saved voyages every view reads: read at start, again on word of a change from
 * any window, when the event stream opens, after this window's own changes and the open voyage's
 * saves; a burst of changes costs one read more, not one each; and nothing once it is stopped.
 */

function summary(name: string): VoyageSummary {
  return { id: name, name, waypointCount: 0, departure: { mode: 'departAt', etdUtcMs: 0 }, vesselProfileId: 'default', revision: 1, updatedAtMs: 0 };
}

/** A bridge whose listVoyages answers when the test says, and whose events the test sends. */
function fakeBridge() {
  const saved: VoyageSummary[] = [];
  const answers: (() => void)[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let reads = 0;
  const bridge = {
    listVoyages: () =>
      new Promise((resolve) => {
        reads += 1;
        answers.push(() => resolve({ ok: true, value: [...saved] }));
      }),
    on: (event: string, listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  } as unknown as PassageBridge;
  return {
    bridge,
    saved,
    reads: () => reads,
    send: (event: string, payload: unknown = {}) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    /** Answers every read asked so far, and lets their effects run. */
    async answer() {
      while (answers.length > 0) {
        answers.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

const names = () => (savedVoyagesStore.get().value ?? []).map((each) => each.name);

describe('the saved voyages', () => {
  afterEach(() => {
    openVoyage.actions.close();
    savedVoyagesStore.set({ status: 'loading', value: null });
  });

  it('are read at start and again on a change from any window, one read more for a burst', async () => {
    const app = fakeBridge();
    app.saved.push(summary('Rotterdam to Leith'));
    const stop = followSavedVoyages(app.bridge);
    expect(app.reads()).toBe(1);
    await app.answer();
    expect(names()).toEqual(['Rotterdam to Leith']);

    app.saved.unshift(summary('Made in the office'));
    app.send('voyagesChanged', { voyageId: 'Made in the office', revision: 1 });
    // Three more changes while that read is under way: one more read, after it.
    app.send('voyagesChanged', { voyageId: 'a', revision: 1 });
    app.send('voyagesChanged', { voyageId: 'b', revision: 1 });
    app.send('voyagesChanged', { voyageId: 'c', revision: 1 });
    expect(app.reads()).toBe(2);
    await app.answer();
    expect(app.reads()).toBe(3);
    expect(names()).toEqual(['Made in the office', 'Rotterdam to Leith']);
    stop();
  });

  it('are read again when the event stream opens, after this window’s own change, and when the open voyage is saved', async () => {
    const app = fakeBridge();
    const stop = followSavedVoyages(app.bridge);
    await app.answer();
    app.send('eventsResumed');
    expect(app.reads()).toBe(2);
    await app.answer();
    readSavedVoyagesAgain();
    expect(app.reads()).toBe(3);
    await app.answer();
    openVoyage.actions.show(rotterdamToLeith());
    expect(app.reads()).toBe(4);
    await app.answer();
    // An edit is not a save: nothing to read.
    openVoyage.actions.edit((voyage) => ({ ...voyage, name: 'Edited' }));
    expect(app.reads()).toBe(4);
    openVoyage.actions.show(rotterdamToLeith({ revision: 2 }));
    expect(app.reads()).toBe(5);
    await app.answer();

    stop();
    expect(app.listening()).toBe(0);
    app.send('voyagesChanged', { voyageId: 'x', revision: 1 });
    readSavedVoyagesAgain();
    openVoyage.actions.show(rotterdamToLeith({ revision: 3 }));
    expect(app.reads()).toBe(5);
  });
});
