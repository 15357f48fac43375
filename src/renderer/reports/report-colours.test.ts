import { describe, expect, it } from 'vitest';
import { paletteColours, printColours } from '../palette/palette-colours';
import { reportColoursCss } from './report-colours';

describe('report colours', () => {
  const css = reportColoursCss(paletteColours.night);
  const [screen, print] = css.split('@media print');

  it('prints in the print colours, every one of them', () => {
    expect(print).toContain(`--text: ${printColours.text};`);
    expect(print).toContain(`--panel: ${printColours.panel};`);
    expect(print).toContain(`--danger-area: ${printColours.dangerArea};`);
    expect(print).toContain('color-scheme: light;');
  });

  it('shows the screen palette on screen, so a night bridge is not lit up', () => {
    expect(screen).toMatch(/^@media screen/);
    expect(screen).toContain(`--panel: ${paletteColours.night.panel};`);
    expect(screen).toContain('color-scheme: dark;');
    expect(screen).not.toContain(printColours.panel);
  });
});
