import { useEffect, useReducer, useRef } from 'react';

/**
 * The one pattern for renderer state that outlives a tab: a store outside React's tree, read
 * with `useStoreSnapshot` (below). A tab that unmounts loses nothing; a chart layer and a tab read
 * the same value without a provider around the workstation; a test drives the store directly.
 * State that belongs to a voyage is kept per voyage (`createVoyageStore`), so nothing of one
 * voyage can show on another.
 */
export interface ExternalStore<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return function unsubscribe() {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * What `read` gives now, the component rendered again when a change of the store changes it.
 *
 * Not React's useSyncExternalStore: that renders every change of a store at once (its sync lane),
 * and then runs the effects of that render in the same task, before the browser paints. A voyage or
 * a forecast arriving then held one frame for the render, the commit and every chart layer's
 * drawing (the window bench). Here a change is an ordinary update: at once when the navigator's
 * input made it (a key, a click: React renders discrete events synchronously), otherwise in a task
 * of its own, with its effects after the paint. Rendering is never time-sliced here (no
 * transitions), so every component reads the store at the same moment of one render.
 */
export function useStoreSnapshot<T>(subscribe: (listener: () => void) => () => void, read: () => T): T {
  const value = read();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // What this component shows, written by its render (never abandoned here: no time-slicing; React's
  // development mode renders twice, alike), so that a change made before the commit (a layout
  // effect setting a store) is compared with what shows rather than with the render before.
  const shown = useRef({ read, value });
  shown.current = { read, value };
  useEffect(() => {
    const check = () => {
      if (!Object.is(shown.current.read(), shown.current.value)) rerender();
    };
    const unsubscribe = subscribe(check);
    // A change between the render and this subscription.
    check();
    return unsubscribe;
  }, [subscribe]);
  return value;
}

/** The store's value, re-rendering the component when it changes. */
export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useStoreSnapshot(store.subscribe, store.get);
}

/** What a selector needs of a store: its value now and word of a change. */
export type ReadableStore<T> = Pick<ExternalStore<T>, 'get' | 'subscribe'>;

/**
 * The part of a store's value that `select` picks, re-rendering the component only when that part
 * changes by `equal` (by default the same value): a section that reads a voyage's name is not
 * rendered again by a keystroke in a waypoint's. When the part is equal, the component keeps the
 * value it had, so what it memoises on it stays.
 */
export function useStoreSelector<T, S>(store: ReadableStore<T>, select: (value: T) => S, equal: (a: S, b: S) => boolean = Object.is): S {
  const kept = useRef<{ value: T; select: (value: T) => S; selected: S } | null>(null);
  const read = () => {
    const value = store.get();
    const last = kept.current;
    if (last !== null && Object.is(last.value, value) && last.select === select) return last.selected;
    const fresh = select(value);
    const selected = last !== null && equal(last.selected, fresh) ? last.selected : fresh;
    kept.current = { value, select, selected };
    return selected;
  };
  return useStoreSnapshot(store.subscribe, read);
}

/** Whether two objects hold the same values field by field (one level deep): `equal` for a selector that picks several fields. */
export function sameFields<T extends object>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * Values kept per voyage id: each voyage has its own, and a voyage never sees another's. `empty`
 * is what a voyage holds before anything was set for it (one shared object, so a read is stable).
 */
export interface VoyageStore<T> {
  get(voyageId: string | null): T;
  set(voyageId: string, next: T | ((previous: T) => T)): void;
  /** Forgets one voyage (deleted) or, with no id, every voyage. */
  clear(voyageId?: string): void;
  subscribe(listener: () => void): () => void;
}

export function createVoyageStore<T>(empty: T): VoyageStore<T> {
  const byVoyage = createExternalStore<ReadonlyMap<string, T>>(new Map());
  return {
    get: (voyageId) => (voyageId === null ? empty : (byVoyage.get().get(voyageId) ?? empty)),
    set(voyageId, next) {
      byVoyage.set((previous) => {
        const before = previous.get(voyageId) ?? empty;
        const after = typeof next === 'function' ? (next as (previous: T) => T)(before) : next;
        if (Object.is(after, before)) return previous;
        return new Map(previous).set(voyageId, after);
      });
    },
    clear(voyageId) {
      byVoyage.set((previous) => {
        if (voyageId === undefined) return previous.size === 0 ? previous : new Map();
        if (!previous.has(voyageId)) return previous;
        const next = new Map(previous);
        next.delete(voyageId);
        return next;
      });
    },
    subscribe: byVoyage.subscribe,
  };
}

/** The value one voyage holds (null: no voyage open), re-rendering when it changes. */
export function useVoyageStore<T>(store: VoyageStore<T>, voyageId: string | null): T {
  const read = () => store.get(voyageId);
  return useStoreSnapshot(store.subscribe, read);
}
