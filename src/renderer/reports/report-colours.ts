import { cssVariableName, printColours, type PaletteColours } from '../palette/palette-colours';

/**
 * The report's colours as one style sheet: on paper always the print colours; on screen the
 * navigator's palette, so a plan opened on the bridge at night does not light it up with a white
 * page. Until the saved palette is known the screen is night, as the workstation's is.
 */

function customProperties(colours: PaletteColours): string {
  const fields = (Object.keys(colours) as (keyof PaletteColours)[]).filter((field) => field !== 'colorScheme');
  return `${fields.map((field) => `${cssVariableName(field)}: ${colours[field]};`).join(' ')} color-scheme: ${colours.colorScheme};`;
}

export function reportColoursCss(screen: PaletteColours): string {
  return `@media screen { :root { ${customProperties(screen)} } }\n@media print { :root { ${customProperties(printColours)} } }`;
}
