import { useEffect } from 'react';
import { deleteWaypoint } from './route-edits';
import { routeCommandForKey } from './route-shortcuts';
import { openVoyage, useOpenVoyageId, type OpenVoyageInstance } from './open-voyage';
import { routeEditingActions, routeEditingStore } from './route-editing';

/**
 * Ctrl+S, undo/redo, E, F and Delete, anywhere on the screen (see routeCommandForKey for fields).
 * The selection is read when the key comes, not subscribed to: the workstation that calls this
 * re-renders only when another voyage is opened, never on an edit or a click in the table.
 */
export function useRouteShortcuts(instance: OpenVoyageInstance = openVoyage): void {
  const voyageId = useOpenVoyageId(instance);
  useEffect(
    function listenForRouteKeys() {
      const { save, undo, redo, edit } = instance.actions;
      const { toggleEditing, select, requestFit } = routeEditingActions(voyageId);
      const hasVoyage = voyageId !== null;
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
          const { selected } = routeEditingStore.get(voyageId);
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
    [instance, voyageId],
  );
}
