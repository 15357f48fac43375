import { describe, expect, it } from 'vitest';
import { createExternalStore, createVoyageStore } from './external-store';

describe('the renderer state stores', () => {
  it('tells its listeners of a change, and not of a value set again', () => {
    const store = createExternalStore(1);
    let heard = 0;
    const stop = store.subscribe(() => (heard += 1));
    store.set(2);
    store.set(2);
    store.set((value) => value + 1);
    expect(store.get()).toBe(3);
    expect(heard).toBe(2);
    stop();
    store.set(4);
    expect(heard).toBe(2);
  });

  it('keeps a value per voyage: one voyage never reads another one\'s', () => {
    const empty: readonly string[] = [];
    const store = createVoyageStore(empty);
    store.set('a', ['picked on a']);
    expect(store.get('a')).toEqual(['picked on a']);
    expect(store.get('b')).toBe(empty);
    expect(store.get(null)).toBe(empty);
    store.set('b', (previous) => [...previous, 'on b']);
    expect(store.get('b')).toEqual(['on b']);
    store.clear('a');
    expect(store.get('a')).toBe(empty);
    expect(store.get('b')).toEqual(['on b']);
  });
});
