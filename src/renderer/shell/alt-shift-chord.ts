import type { KeyPress } from '../palette/palette-shortcuts';

/** The modifiers and the physical key of a press, as the Alt+Shift chords read them. */
export type ChordPress = Pick<KeyPress, 'code' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>;

/**
 * Alt+Shift and nothing else held: the chords that fetch, export and toggle views, which a
 * letter typed into a field never makes. Read from `code`, because with Alt held `key` depends on
 * the keyboard layout (Alt+Shift+F is "Ï" on a Mac).
 */
export function isAltShift(press: ChordPress): boolean {
  return press.altKey && press.shiftKey && !press.ctrlKey && !press.metaKey;
}

/** Alt+Shift with that physical key (`KeyF`, `KeyL`…). */
export function isAltShiftChord(press: ChordPress, code: string): boolean {
  return isAltShift(press) && press.code === code;
}
