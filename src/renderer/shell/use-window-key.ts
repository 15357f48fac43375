import { useEffect } from 'react';

/**
 * A key chord answered wherever the focus is (the Alt+Shift chords of the tabs): `matches` picks
 * the press, `act` runs with the browser's own action prevented. Listened for while mounted. A
 * held chord acts once (its repeats are passed over), and a press another listener has already
 * answered is left to it.
 */
export function useWindowKey(matches: (event: KeyboardEvent) => boolean, act: () => void): void {
  useEffect(
    function listenForKey() {
      function onKey(event: KeyboardEvent) {
        if (event.defaultPrevented || event.repeat || !matches(event)) return;
        event.preventDefault();
        act();
      }
      window.addEventListener('keydown', onKey);
      return function stopListeningForKey() {
        window.removeEventListener('keydown', onKey);
      };
    },
    [matches, act],
  );
}
