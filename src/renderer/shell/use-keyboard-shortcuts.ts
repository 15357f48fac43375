import { useEffect } from 'react';
import type { Palette } from '../../shared/settings/settings';
import { isTypingTarget, paletteForKey } from '../palette/palette-shortcuts';
import { toggleMeteogramDock, togglePanel } from './layout-state';
import { isToggleDockKey, isTogglePanelKey } from './layout-shortcuts';
import { tabIndexForKey } from './side-panel';

export interface ShortcutActions {
  palette: Palette | null;
  choosePalette(palette: Palette): void;
  toggleHelp(): void;
  closeHelp(): void;
  /** Alt+digit: open the side panel's tab at that index. */
  chooseTab(index: number): void;
  /** Shift+O: work offline, or go back online. */
  toggleOffline(): void;
  /** Ctrl+, (Cmd+, on a Mac): the settings, as in most desktop programs. */
  openSettings(): void;
}

/** Keys that work anywhere on the screen except while typing into a field. */
export function useKeyboardShortcuts(actions: ShortcutActions): void {
  const { palette, choosePalette, toggleHelp, closeHelp, chooseTab, toggleOffline, openSettings } = actions;
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
        const tab = tabIndexForKey(event);
        if (tab !== null) {
          event.preventDefault();
          chooseTab(tab);
          return;
        }
        if (isTogglePanelKey(event)) {
          event.preventDefault();
          togglePanel();
          return;
        }
        if (isToggleDockKey(event)) {
          event.preventDefault();
          toggleMeteogramDock();
          return;
        }
        if (event.key === ',' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
          event.preventDefault();
          openSettings();
          return;
        }
        if ((event.key === 'O' || event.key === 'o') && event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey) {
          event.preventDefault();
          toggleOffline();
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
    [palette, choosePalette, toggleHelp, closeHelp, chooseTab, toggleOffline, openSettings],
  );
}
