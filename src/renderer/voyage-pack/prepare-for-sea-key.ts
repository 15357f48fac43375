import { useEffect } from 'react';
import { isTypingTarget } from '../palette/palette-shortcuts';
import { isAltShiftChord, type ChordPress } from '../shell/alt-shift-chord';
import { prepareForSeaOpen } from '../state/voyage-pack';

/** Alt+Shift+S: "Prepare for sea" for the open voyage, from anywhere (listed in the `?` overlay). */
export function isPrepareForSeaKey(press: ChordPress): boolean {
  return isAltShiftChord(press, 'KeyS');
}

export const prepareForSeaShortcut = { keys: 'Alt+Shift+S', action: 'Prepare for sea: pack everything the open voyage needs offline (Route tab)' } as const;

/** Opens "Prepare for sea" and shows the Route tab that holds it. */
export function usePrepareForSeaKey(showRouteTab: () => void): void {
  useEffect(
    function listenForPrepareForSea() {
      function onKeyDown(event: KeyboardEvent) {
        if (event.defaultPrevented || event.repeat || isTypingTarget(event.target) || !isPrepareForSeaKey(event)) return;
        event.preventDefault();
        prepareForSeaOpen.set(true);
        showRouteTab();
      }
      window.addEventListener('keydown', onKeyDown);
      return function stopListeningForPrepareForSea() {
        window.removeEventListener('keydown', onKeyDown);
      };
    },
    [showRouteTab],
  );
}
