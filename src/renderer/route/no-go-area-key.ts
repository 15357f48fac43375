import { useCallback } from 'react';
import { isAltShiftChord, type ChordPress } from '../shell/alt-shift-chord';
import { useWindowKey } from '../shell/use-window-key';
import { noGoDrawRequest } from '../state/no-go-areas';

/** The no-go area keys, for the help overlay (`?`); A, Enter, Backspace and Escape only while drawing. */
export const noGoAreaShortcutHelp = [
  { keys: 'Alt+Shift+N', action: 'Draw a no-go area: name it in the Route tab, then click its corners on the chart' },
  { keys: 'A (drawing an area)', action: "Add a corner at the chart's centre (pan with the arrow keys)" },
  { keys: 'Enter / Backspace / Escape (drawing an area)', action: 'Close the area and save it / take back the last corner / stop drawing' },
] as const;

export function isNoGoAreaKey(press: ChordPress): boolean {
  return isAltShiftChord(press, 'KeyN');
}

/** Alt+Shift+N from anywhere: the Route tab opens at the no-go areas, the new area's name to type. */
export function useNoGoAreaKey(showRouteTab: () => void): void {
  useWindowKey(
    isNoGoAreaKey,
    useCallback(
      function drawNoGoArea() {
        showRouteTab();
        noGoDrawRequest.set((count) => count + 1);
      },
      [showRouteTab],
    ),
  );
}
