import { isTypingTarget, type KeyPress } from '../palette/palette-shortcuts';

/** The route keys, for the help overlay (`?`). */
export const routeShortcutHelp = [
  { keys: 'Ctrl+S', action: 'Save the open voyage' },
  { keys: 'Ctrl+Z', action: 'Undo the last route edit' },
  { keys: 'Ctrl+Y / Ctrl+Shift+Z', action: 'Redo' },
  { keys: 'E', action: 'Edit route on the chart: click to add, click a leg to insert, drag to move' },
  { keys: 'Delete / Backspace', action: 'Delete the selected waypoint' },
  { keys: 'F', action: 'Fit the chart to the route' },
] as const;

export type RouteCommand = 'save' | 'undo' | 'redo' | 'toggleEditing' | 'deleteSelected' | 'fitRoute';

/**
 * The route command a key press asks for, or null. Save works even while typing (a navigator
 * saves from the cell he is editing); undo, redo and the letter key leave a field's own text
 * editing alone.
 */
export function routeCommandForKey(press: KeyPress, target: EventTarget | null): RouteCommand | null {
  const ctrl = press.ctrlKey || press.metaKey;
  const key = press.key.toLowerCase();
  if (ctrl && !press.altKey && !press.shiftKey && key === 's') return 'save';
  if (isTypingTarget(target)) return null;
  if (ctrl && !press.altKey && key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (ctrl && !press.altKey && !press.shiftKey && key === 'y') return 'redo';
  if (ctrl || press.altKey) return null;
  if (key === 'e' && !press.shiftKey) return 'toggleEditing';
  if (key === 'f' && !press.shiftKey) return 'fitRoute';
  if (press.key === 'Delete' || press.key === 'Backspace') return 'deleteSelected';
  return null;
}
