import { describe, expect, it } from 'vitest';
import { paletteColours, printColours } from '../palette/palette-colours';
import { plotColours, printPlotColours } from '../palette/plot-colours';
import { reportColoursCss } from './report-colours';

describe('report colours', () => {
  const css = reportColoursCss('night');
  const [screen, print] = css.split('@media print');

  it('prints in the print colours, every one of them', () => {
    expect(print).toContain(`--text: ${printColours.text};`);
    expect(print).toContain(`--panel: ${printColours.panel};`);
    expect(print).toContain(`--danger-area: ${printColours.dangerArea};`);
    expect(print).toContain('color-scheme: light;');
  });

  it('gives the meteogram its lines and shading: dark lines on paper, the screen palette on screen', () => {
    printPlotColours.line.forEach((colour, index) => expect(print).toContain(`--plot-line-${index}: ${colour};`));
    expect(print).toContain(`--plot-hard: ${printPlotColours.hard};`);
    expect(screen).toContain(`--plot-line-0: ${plotColours.night.line[0]};`);
    expect(screen).toContain(`--plot-soft: ${plotColours.night.soft};`);
    expect(screen).not.toContain(`--plot-line-0: ${printPlotColours.line[0]};`);
  });

  it('shows the screen palette on screen, so a night bridge is not lit up', () => {
    expect(screen).toMatch(/^@media screen/);
    expect(screen).toContain(`--panel: ${paletteColours.night.panel};`);
    expect(screen).toContain('color-scheme: dark;');
    expect(screen).not.toContain(printColours.panel);
  });
});
