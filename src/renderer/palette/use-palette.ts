import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { PassageBridge } from '../../shared/bridge';
import { defaultSettings, type Palette } from '../../shared/settings/settings';
import { applyPalette } from './apply-palette';

export interface PaletteState {
  /** Null until the saved palette is known; the page stays dark meanwhile (see app.css). */
  palette: Palette | null;
  choose(palette: Palette): void;
  problem: string | null;
}

/**
 * The palette is a setting like any other: read from the app at start, saved through it on
 * every change, and followed when another window changes it.
 */
export function usePalette(bridge: PassageBridge): PaletteState {
  const [palette, setPalette] = useState<Palette | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    function readSavedPalette() {
      let current = true;
      void bridge.getSettings({}).then((result) => {
        if (!current) return;
        if (result.ok) {
          setPalette((chosen) => chosen ?? result.value.palette);
        } else {
          setProblem(`Settings not read: ${result.error.message}`);
          setPalette((chosen) => chosen ?? defaultSettings.palette);
        }
      });
      return function ignoreLateSettings() {
        current = false;
      };
    },
    [bridge],
  );

  useEffect(
    function followSettingsChanges() {
      const stops = [
        bridge.on('settingsChanged', (settings) => setPalette(settings.palette)),
        // A palette chosen in another window while this one heard nothing (its event stream was down).
        bridge.on('eventsResumed', () => void bridge.getSettings({}).then((result) => result.ok && setPalette(result.value.palette))),
      ];
      return () => stops.forEach((stop) => stop());
    },
    [bridge],
  );

  useLayoutEffect(
    function showPalette() {
      if (palette) applyPalette(document.documentElement, palette);
    },
    [palette],
  );

  const choose = useCallback(
    (next: Palette) => {
      setPalette(next);
      void bridge.setSettings({ palette: next }).then((result) => {
        setProblem(result.ok ? null : `Palette not saved: ${result.error.message}`);
      });
    },
    [bridge],
  );

  return { palette, choose, problem };
}
