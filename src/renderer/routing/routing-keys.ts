import { isAltShiftChord, type ChordPress } from '../shell/alt-shift-chord';

/** The Routing tab's keys, also listed in the `?` overlay (its Alt+7 row comes from the tab list, as every tab's). */
export const routingShortcutHelp = [
  { keys: 'Alt+Shift+W', action: 'Weather-route the open voyage (Routing tab; its cost first)' },
  { keys: 'Alt+Shift+I', action: 'Show or hide the isochrones of the last routing on the chart (Routing tab)' },
  { keys: 'Alt+Shift+A', action: 'Adopt the proposed route as a new revision of the voyage (Routing tab; Ctrl+Z undoes)' },
] as const;

export function isRouteKey(press: ChordPress): boolean {
  return isAltShiftChord(press, 'KeyW');
}

export function isIsochronesKey(press: ChordPress): boolean {
  return isAltShiftChord(press, 'KeyI');
}

export function isAdoptKey(press: ChordPress): boolean {
  return isAltShiftChord(press, 'KeyA');
}
