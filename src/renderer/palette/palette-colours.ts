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
  /** The planned route and its waypoints; the ship's position at a chosen time. */
  route: string;
  ownShip: string;
  /** A soft limit exceeded (warn) and a hard one (avoid). */
  warn: string;
  alarm: string;
  /** Tropical cyclones by strength: depression, tropical storm, hurricane or typhoon. */
  stormDepression: string;
  stormTropical: string;
  stormSevere: string;
  /** The service's forecast cone, and the 1-2-3 danger area around it. */
  stormCone: string;
  dangerArea: string;
  /**
   * Legs coloured by the ensemble's highest chance of passing any limit: up to 10 %, 10-30 %,
   * 30-60 %, over 60 % (map/leg-risk-bands.ts).
   */
  riskLow: string;
  riskModerate: string;
  riskHigh: string;
  riskSevere: string;
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
    port: '#4b3a8c',
    panel: '#eef1f2',
    panelBorder: '#a9b4ba',
    text: '#15232b',
    textDim: '#4d5d66',
    accent: '#9a4f00',
    accentText: '#ffffff',
    route: '#8a1c7c',
    ownShip: '#000000',
    warn: '#9a5c00',
    alarm: '#c8102e',
    stormDepression: '#2a6fb0',
    stormTropical: '#d08a00',
    stormSevere: '#c8102e',
    stormCone: '#7a5c00',
    dangerArea: '#c8102e',
    riskLow: '#2f8a3c',
    riskModerate: '#c9a000',
    riskHigh: '#e06b00',
    riskSevere: '#c8102e',
    colorScheme: 'light',
  },
  dusk: {
    sea: '#1c2e3b',
    land: '#4a4432',
    coast: '#6d6446',
    graticule: '#4f6473',
    graticuleLabel: '#9aa8ae',
    port: '#9d8fc4',
    panel: '#141d24',
    panelBorder: '#33434e',
    text: '#b9b6a6',
    textDim: '#85877d',
    accent: '#c07a2a',
    accentText: '#12171b',
    route: '#c46fb8',
    ownShip: '#e6e1cf',
    warn: '#c08a2a',
    alarm: '#e0584c',
    stormDepression: '#5c8cb8',
    stormTropical: '#c29a3c',
    stormSevere: '#d0453c',
    stormCone: '#a08a4a',
    dangerArea: '#d0453c',
    riskLow: '#5a9a5a',
    riskModerate: '#b8a040',
    riskHigh: '#c87a30',
    riskSevere: '#d0453c',
    colorScheme: 'dark',
  },
  night: {
    sea: '#03070b',
    land: '#15110a',
    coast: '#2a1c0e',
    graticule: '#2b1509',
    graticuleLabel: '#a04418',
    port: '#5c3a12',
    panel: '#050403',
    panelBorder: '#22120a',
    text: '#a04418',
    textDim: '#a83a12',
    accent: '#a04016',
    accentText: '#050403',
    route: '#8a3a6a',
    ownShip: '#9c4416',
    warn: '#8a5414',
    alarm: '#b82a14',
    stormDepression: '#3a4a5c',
    stormTropical: '#7a5214',
    stormSevere: '#9c2a14',
    stormCone: '#5a3a14',
    dangerArea: '#9c2a14',
    riskLow: '#2c4a24',
    riskModerate: '#6a5a14',
    riskHigh: '#8a4a10',
    riskSevere: '#9c2a14',
    colorScheme: 'dark',
  },
};

/**
 * Paper, whatever the screen shows: the printed passage plan always uses these (a night palette
 * printed would be a black page). Black text, pale sea and land, the route and warnings in red.
 */
export const printColours: PaletteColours = {
  sea: '#f1f6f9',
  land: '#e9e2c9',
  coast: '#6f6341',
  graticule: '#9fb0ba',
  graticuleLabel: '#3c4a52',
  panel: '#ffffff',
  panelBorder: '#7d8a91',
  text: '#000000',
  textDim: '#3d4a51',
  accent: '#b3001b',
  accentText: '#ffffff',
  route: '#8a1c7c',
  port: '#4b3a8c',
  ownShip: '#000000',
  warn: '#b36b00',
  alarm: '#b3001b',
  stormDepression: '#2a6fb0',
  stormTropical: '#c27f00',
  stormSevere: '#b3001b',
  stormCone: '#6b5100',
  dangerArea: '#b3001b',
  riskLow: '#2f8a3c',
  riskModerate: '#c27f00',
  riskHigh: '#d35f00',
  riskSevere: '#b3001b',
  colorScheme: 'light',
};

/** CSS custom property names, derived from the field names: `coast` → `--coast`. */
export function cssVariableName(field: keyof PaletteColours): string {
  return `--${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
