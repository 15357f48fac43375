/**
 * Undo and redo of the open voyage's edits. Each edit keeps the whole voyage it replaced (voyages
 * are immutable values, so a step costs one reference, not a copy), and "unsaved" is simply "not
 * the voyage last saved": undoing back to the saved state clears the mark.
 */
export interface EditHistory<T> {
  current: T;
  /** Older states, the most recent last. */
  past: readonly T[];
  /** States undone, the next redo last. */
  future: readonly T[];
  /** The state as last loaded or saved. */
  saved: T;
}

/** Enough for a long planning session; the oldest steps fall off first. */
export const maxUndoSteps = 200;

export function startHistory<T>(value: T): EditHistory<T> {
  return { current: value, past: [], future: [], saved: value };
}

export function recordEdit<T>(history: EditHistory<T>, next: T): EditHistory<T> {
  if (next === history.current) return history;
  const past = [...history.past, history.current];
  if (past.length > maxUndoSteps) past.splice(0, past.length - maxUndoSteps);
  return { ...history, current: next, past, future: [] };
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { ...history, current: previous, past: history.past.slice(0, -1), future: [...history.future, history.current] };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const next = history.future.at(-1);
  if (next === undefined) return history;
  return { ...history, current: next, past: [...history.past, history.current], future: history.future.slice(0, -1) };
}

/** After a save: `saved` is what the store now holds; the undo steps stay usable. */
export function markSaved<T>(history: EditHistory<T>, saved: T, current: T): EditHistory<T> {
  return { ...history, current, saved };
}

export function isDirty<T>(history: EditHistory<T>): boolean {
  return history.current !== history.saved;
}
