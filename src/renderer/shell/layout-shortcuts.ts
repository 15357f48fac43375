import type { KeyPress } from '../palette/palette-shortcuts';
import { isAltShiftChord } from './alt-shift-chord';

/** The keys of the workstation's layout, for the `?` sheet; the separators' keys apply once an edge has focus (Tab). */
export const layoutShortcutHelp = [
  { keys: 'Ctrl+B', action: 'Fold the side panel away, or bring it back' },
  { keys: 'Alt+Shift+D', action: 'Dock the meteogram under the chart, or put it back in the Forecast tab' },
  { keys: '← / → on the panel\'s edge', action: 'Widen / narrow the side panel (Shift: larger steps, Home / End: narrowest / widest, Enter: fold away)' },
  { keys: '↑ / ↓ on the dock\'s edge', action: 'Raise / lower the meteogram\'s dock (Shift: larger steps, Home / End: lowest / highest)' },
] as const;

/** Ctrl+B (Cmd+B on a Mac): the side bar's key in most desktop programs. */
export function isTogglePanelKey(press: KeyPress): boolean {
  return (press.ctrlKey || press.metaKey) && !press.altKey && !press.shiftKey && press.code === 'KeyB';
}

export function isToggleDockKey(press: KeyPress): boolean {
  return isAltShiftChord(press, 'KeyD');
}
