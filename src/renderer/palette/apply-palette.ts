import type { Palette } from '../../shared/settings/settings';
import { cssVariableName, paletteColours, type PaletteColours } from './palette-colours';

/**
 * Puts a palette on the root element: `data-palette` for CSS selectors and one custom property
 * per colour, so that every stylesheet and the canvas layers draw from the same table.
 */
export function applyPalette(root: HTMLElement, palette: Palette): void {
  const colours = paletteColours[palette];
  for (const field of Object.keys(colours) as (keyof PaletteColours)[]) {
    if (field === 'colorScheme') continue;
    root.style.setProperty(cssVariableName(field), colours[field]);
  }
  root.style.colorScheme = colours.colorScheme;
  root.dataset.palette = palette;
}
