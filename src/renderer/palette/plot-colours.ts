import type { Palette } from '../../shared/settings/settings';

/**
 * Colours of plotted series (the meteogram, the coloured route): a canvas cannot read CSS custom
 * properties, so they sit in this table beside paletteColours. At night every line stays dim and
 * warm, at least 3:1 on the panel as the axis labels are (shared/colour/contrast-ratio.ts); the lines of a
 * chart are told apart by their line style and marker (chart/series-style.ts), not by colour.
 */
export interface PlotColours {
  line: [string, string, string];
  grid: string;
  axis: string;
  waypoint: string;
  /** Limit lines and the shading of stretches above them. */
  soft: string;
  hard: string;
  cursor: string;
  /** The route coloured by an element, lowest band first; and the ship at the cursor time. */
  ramp: [string, string, string, string, string];
  /** Text on each ramp colour (the heat map's cells), readable on it. */
  rampText: [string, string, string, string, string];
  noValue: string;
  ship: string;
}

export const plotColours: Record<Palette, PlotColours> = {
  day: {
    line: ['#0b4f8a', '#c0392b', '#2e8b57'],
    grid: 'rgba(40, 60, 70, 0.15)',
    axis: '#2c3e48',
    waypoint: '#6a4c93',
    soft: 'rgba(214, 140, 0, 0.25)',
    hard: 'rgba(200, 30, 30, 0.3)',
    cursor: '#15232b',
    ramp: ['#1a9850', '#91cf60', '#fee08b', '#fc8d59', '#d73027'],
    rampText: ['#000000', '#15232b', '#15232b', '#15232b', '#ffffff'],
    noValue: '#7f8c8d',
    ship: '#15232b',
  },
  dusk: {
    line: ['#7fa7c4', '#c98a5a', '#8fb08a'],
    grid: 'rgba(160, 170, 160, 0.15)',
    axis: '#9aa8ae',
    waypoint: '#a99bc2',
    soft: 'rgba(168, 101, 28, 0.3)',
    hard: 'rgba(170, 50, 40, 0.35)',
    cursor: '#b9b6a6',
    ramp: ['#4f7a5a', '#7f9a5c', '#b5a25a', '#b97a4a', '#b8503c'],
    rampText: ['#e0ddd0', '#12171b', '#12171b', '#12171b', '#12171b'],
    noValue: '#5a5f5a',
    ship: '#d8d4c0',
  },
  night: {
    line: ['#b0501c', '#a83214', '#8a5a24'],
    grid: 'rgba(122, 50, 18, 0.2)',
    axis: '#a04418',
    waypoint: '#9a4a1c',
    soft: 'rgba(122, 51, 16, 0.3)',
    hard: 'rgba(150, 30, 10, 0.4)',
    cursor: '#a04418',
    ramp: ['#3a1a08', '#5a260c', '#6a2a0c', '#9a4014', '#c04e18'],
    // At least 3:1 on their cells, as all night text (shared/colour/contrast-ratio.ts).
    rampText: ['#c05a20', '#d0682a', '#e07838', '#050403', '#050403'],
    noValue: '#22120a',
    ship: '#c05a20',
  },
};

/** Paper, whatever the screen shows: the day lines (dark, saturated) read well on white. */
export const printPlotColours: PlotColours = plotColours.day;
