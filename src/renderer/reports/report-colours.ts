import type { Palette } from '../../shared/settings/settings';
import { cssVariableName, paletteColours, printColours, type PaletteColours } from '../palette/palette-colours';
import { plotColours, printPlotColours, type PlotColours } from '../palette/plot-colours';

/**
 * The report's colours as one style sheet: on paper always the print colours; on screen the
 * navigator's palette, so a plan opened on the bridge at night does not light it up with a white
 * page. Until the saved palette is known the screen is night, as the workstation's is. The
 * meteogram's lines and shading come from the plot colours, as custom properties `--plot-*`.
 */

function customProperties(colours: PaletteColours): string {
  const fields = (Object.keys(colours) as (keyof PaletteColours)[]).filter((field) => field !== 'colorScheme');
  return `${fields.map((field) => `${cssVariableName(field)}: ${colours[field]};`).join(' ')} color-scheme: ${colours.colorScheme};`;
}

function plotProperties(colours: PlotColours): string {
  const named = { grid: colours.grid, axis: colours.axis, waypoint: colours.waypoint, soft: colours.soft, hard: colours.hard };
  return [...colours.line.map((colour, index) => `--plot-line-${index}: ${colour};`), ...Object.entries(named).map(([name, colour]) => `--plot-${name}: ${colour};`)].join(' ');
}

export function reportColoursCss(screen: Palette): string {
  return `@media screen { :root { ${customProperties(paletteColours[screen])} ${plotProperties(plotColours[screen])} } }\n@media print { :root { ${customProperties(printColours)} ${plotProperties(printPlotColours)} } }`;
}
