import type { Palette } from '../../shared/settings/settings';

/**
 * The colours of each palette, in one place: CSS reads them as custom properties on the root
 * element, the canvas layers (land, graticule) read them from here. Night follows the habit of
 * ECDIS night tables: nothing bright, dark sea and land, text in dim red-amber so that the
 * officer of the watch keeps his night vision.
 */
export interface PaletteColours {
  /** Behind everything: the sea of the chart. */
  sea: string;
  land: string;
  coast: string;
  graticule: string;
  graticuleLabel: string;
  /** The planned route: legs and waypoints (ECDIS habit: a strong, unnatural colour). */
  route: string;
  /** Port symbols on the chart. */
  port: string;
  /** Status bar, controls, overlays. */
  panel: string;
  panelBorder: string;
  text: string;
  textDim: string;
  /** Things that must catch the eye, such as the "Demo data" badge. */
  accent: string;
  accentText: string;
  /** Colour scheme hint for native widgets (scrollbars, form controls). */
  colorScheme: 'light' | 'dark';
}

export const paletteColours: Record<Palette, PaletteColours> = {
  day: {
    sea: '#c6dfea',
    land: '#e6d9b0',
    coast: '#9c8a5a',
    graticule: '#5a7382',
    graticuleLabel: '#2c3e48',
    route: '#c0187a',
    port: '#4b3a8c',
    panel: '#eef1f2',
    panelBorder: '#a9b4ba',
    text: '#15232b',
    textDim: '#4d5d66',
    accent: '#b35c00',
    accentText: '#ffffff',
    colorScheme: 'light',
  },
  dusk: {
    sea: '#1c2e3b',
    land: '#4a4432',
    coast: '#6d6446',
    graticule: '#4f6473',
    graticuleLabel: '#9aa8ae',
    route: '#d8609a',
    port: '#9d8fc4',
    panel: '#141d24',
    panelBorder: '#33434e',
    text: '#b9b6a6',
    textDim: '#85877d',
    accent: '#a8651c',
    accentText: '#12171b',
    colorScheme: 'dark',
  },
  night: {
    sea: '#03070b',
    land: '#15110a',
    coast: '#2a1c0e',
    graticule: '#2b1509',
    graticuleLabel: '#7a3414',
    route: '#a03010',
    port: '#5c3a12',
    panel: '#050403',
    panelBorder: '#22120a',
    text: '#a04418',
    textDim: '#7a3212',
    accent: '#7a3310',
    accentText: '#050403',
    colorScheme: 'dark',
  },
};

/** CSS custom property names, derived from the field names: `coast` → `--coast`. */
export function cssVariableName(field: keyof PaletteColours): string {
  return `--${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
