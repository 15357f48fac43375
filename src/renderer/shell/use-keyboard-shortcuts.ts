import { useEffect } from 'react';
import type { Palette } from '../../shared/settings/settings';
import { isTypingTarget, paletteForKey } from '../palette/palette-shortcuts';

export interface ShortcutActions {
  palette: Palette | null;
  choosePalette(palette: Palette): void;
  toggleHelp(): void;
  closeHelp(): void;
}

/** Keys that work anywhere on the screen except while typing into a field. */
export function useKeyboardShortcuts(actions: ShortcutActions): void {
  const { palette, choosePalette, toggleHelp, closeHelp } = actions;
  useEffect(
    function listenForShortcuts() {
      function onKeyDown(event: KeyboardEvent) {
        if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
        const wanted = paletteForKey(event, palette ?? 'day');
        if (wanted) {
          event.preventDefault();
          choosePalette(wanted);
          return;
        }
        if (event.key === '?' && !event.ctrlKey && !event.altKey && !event.metaKey) {
          event.preventDefault();
          toggleHelp();
        } else if (event.key === 'Escape') {
          closeHelp();
        }
      }
      window.addEventListener('keydown', onKeyDown);
      return function stopListeningForShortcuts() {
        window.removeEventListener('keydown', onKeyDown);
      };
    },
    [palette, choosePalette, toggleHelp, closeHelp],
  );
}
