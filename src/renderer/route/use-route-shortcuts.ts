import { useEffect } from 'react';
import { deleteWaypoint } from './route-edits';
import { routeCommandForKey } from './route-shortcuts';
import type { OpenVoyage } from './open-voyage';
import type { RouteEditing } from './route-editing';

/** Ctrl+S, undo/redo, E, F and Delete, anywhere on the screen (see routeCommandForKey for fields). */
export function useRouteShortcuts(openVoyage: OpenVoyage, editing: RouteEditing): void {
  const { save, undo, redo, edit, voyage } = openVoyage;
  const { toggleEditing, selected, select, requestFit } = editing;
  const hasVoyage = voyage !== null;
  useEffect(
    function listenForRouteKeys() {
      function onKeyDown(event: KeyboardEvent) {
        if (event.defaultPrevented) return;
        const command = routeCommandForKey(event, event.target);
        if (command === null) return;
        if (command === 'save') {
          // Even without a voyage: the browser's "save page" must never open over the chart.
          event.preventDefault();
          if (hasVoyage) void save();
          return;
        }
        if (!hasVoyage) return;
        if (command === 'deleteSelected') {
          if (selected === null) return;
          event.preventDefault();
          edit((current) => (current.waypoints[selected] ? deleteWaypoint(current, selected) : current));
          select(null);
          return;
        }
        if (event.repeat && (command === 'toggleEditing' || command === 'fitRoute')) return;
        if (command === 'fitRoute') {
          event.preventDefault();
          requestFit();
          return;
        }
        event.preventDefault();
        if (command === 'undo') undo();
        else if (command === 'redo') redo();
        else toggleEditing();
      }
      window.addEventListener('keydown', onKeyDown);
      return function stopListeningForRouteKeys() {
        window.removeEventListener('keydown', onKeyDown);
      };
    },
    [save, undo, redo, edit, hasVoyage, toggleEditing, selected, select, requestFit],
  );
}
