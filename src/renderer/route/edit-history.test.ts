import { describe, expect, it } from 'vitest';
import { isDirty, markSaved, maxUndoSteps, recordEdit, redo, startHistory, undo } from './edit-history';

describe('edit history', () => {
  it('undoes and redoes edits in order, and a new edit drops the redo steps', () => {
    let history = startHistory('a');
    history = recordEdit(history, 'b');
    history = recordEdit(history, 'c');
    history = undo(history);
    expect(history.current).toBe('b');
    history = undo(history);
    expect(history.current).toBe('a');
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.current).toBe('b');
    history = recordEdit(history, 'd');
    expect(redo(history)).toBe(history);
    expect(undo(history).current).toBe('b');
  });

  it('is dirty until saved, and clean again when undone back to the saved state', () => {
    let history = startHistory({ v: 1 });
    expect(isDirty(history)).toBe(false);
    history = recordEdit(history, { v: 2 });
    expect(isDirty(history)).toBe(true);
    expect(isDirty(undo(history))).toBe(false);
    const saved = { v: 2, revision: 2 };
    history = markSaved(history, saved, saved);
    expect(isDirty(history)).toBe(false);
    expect(isDirty(undo(history))).toBe(true);
  });

  it('keeps at most the newest steps', () => {
    let history = startHistory(0);
    for (let i = 1; i <= maxUndoSteps + 50; i += 1) history = recordEdit(history, i);
    expect(history.past).toHaveLength(maxUndoSteps);
    expect(history.past[0]).toBe(50);
  });
});
