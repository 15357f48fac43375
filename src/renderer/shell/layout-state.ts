import { useEffect } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import type { Settings } from '../../shared/settings/settings';
import { defaultWorkspaceLayout, type WorkspaceLayout } from '../../shared/settings/workspace-layout';
import { createExternalStore, useExternalStore } from '../state/external-store';

/**
 * The workstation's layout (panel width and fold, the meteogram's place, the dock's height) as
 * one store that the frame, the Forecast tab and the dock read. Saved as a setting in passage.db
 * through the bridge, as the palette is, so a restart opens the screen as it was left.
 * `known` is false until the saved layout is read: the frame draws the default meanwhile.
 */
interface LayoutState {
  layout: WorkspaceLayout;
  known: boolean;
  problem: string | null;
}

export const layoutStore = createExternalStore<LayoutState>({ layout: defaultWorkspaceLayout, known: false, problem: null });

let saveBridge: PassageBridge | null = null;
/** Saves not yet answered: their echoes (settingsChanged) carry older steps of a key held down. */
let savesInFlight = 0;

/** Reads the saved layout once and follows changes made in another window; call once in App. */
export function useWorkspaceLayoutFeed(bridge: PassageBridge): void {
  useEffect(
    function readSavedLayout() {
      saveBridge = bridge;
      let current = true;
      void bridge.getSettings({}).then((result) => {
        if (!current) return;
        layoutStore.set((previous) =>
          // A change made before the answer came (a key pressed at once) wins over the saved one.
          previous.known ? previous : { layout: result.ok ? result.value.workspaceLayout : previous.layout, known: true, problem: result.ok ? null : `Layout not read: ${result.error.message}` },
        );
      });
      const follow = (settings: Settings) => {
        if (savesInFlight > 0) return;
        layoutStore.set((previous) => (sameLayout(previous.layout, settings.workspaceLayout) ? previous : { ...previous, layout: settings.workspaceLayout, known: true }));
      };
      const stops = [
        bridge.on('settingsChanged', follow),
        // A layout saved in another window while this one heard nothing (its event stream was down).
        bridge.on('eventsResumed', () => void bridge.getSettings({}).then((result) => current && result.ok && follow(result.value))),
      ];
      return function stopLayoutFeed() {
        current = false;
        for (const stop of stops) stop();
        if (saveBridge === bridge) saveBridge = null;
      };
    },
    [bridge],
  );
}

function sameLayout(a: WorkspaceLayout, b: WorkspaceLayout): boolean {
  return a.panelWidthPx === b.panelWidthPx && a.panelCollapsed === b.panelCollapsed && a.meteogramPlace === b.meteogramPlace && a.dockHeightPx === b.dockHeightPx;
}

/** Changes the layout on screen only (the steps of a drag). */
export function showLayout(change: Partial<WorkspaceLayout>): void {
  const before = layoutStore.get().layout;
  const layout = { ...before, ...change };
  if (!sameLayout(layout, before)) layoutStore.set((previous) => ({ ...previous, layout, known: true }));
}

/** Changes the layout on screen and, when that changed anything, in passage.db. */
export function changeLayout(change: Partial<WorkspaceLayout>): void {
  const before = layoutStore.get().layout;
  showLayout(change);
  if (layoutStore.get().layout !== before) saveLayout();
}

/** A resize edge's answer: every step shown, the last one (a drag let go, a key) saved. */
export function resizeLayout(change: Partial<WorkspaceLayout>, save: boolean): void {
  showLayout(change);
  if (save) saveLayout();
}

/** Writes the layout on screen to passage.db. */
export function saveLayout(): void {
  const bridge = saveBridge;
  if (bridge === null) return;
  savesInFlight += 1;
  void bridge.setSettings({ workspaceLayout: layoutStore.get().layout }).then((result) => {
    savesInFlight -= 1;
    const problem = result.ok ? null : `Layout not saved: ${result.error.message}`;
    layoutStore.set((previous) => (previous.problem === problem ? previous : { ...previous, problem }));
  });
}

export function useWorkspaceLayout(): LayoutState {
  return useExternalStore(layoutStore);
}

export function togglePanel(): void {
  changeLayout({ panelCollapsed: !layoutStore.get().layout.panelCollapsed });
}

export function toggleMeteogramDock(): void {
  changeLayout({ meteogramPlace: layoutStore.get().layout.meteogramPlace === 'dock' ? 'panel' : 'dock' });
}
