import { describe, expect, it } from 'vitest';
import { cssString, pageMarginCss } from './page-margin-css';

/** Reads a CSS string back the way a CSS parser does, for the escapes cssString writes. */
function unescapeCss(literal: string): string {
  return literal.slice(1, -1).replace(/\\([0-9a-f]{1,6}) ?/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
}

describe('page margin text', () => {
  it('writes a name as a CSS string that reads back the same', () => {
    const name = 'Rotterdam → Lisbon "winter" 2/O\'s plan';
    expect(unescapeCss(cssString(name))).toBe(name);
  });

  it('cannot end the string or the style element, whatever the name', () => {
    const literal = cssString('"; } </style><script>alert(1)</script>');
    expect(literal.slice(1, -1)).not.toMatch(/["<>;{}]/);
  });

  it('writes line breaks as spaces: a margin box has one line', () => {
    expect(unescapeCss(cssString('North\nSea'))).toBe('North Sea');
  });

  it('puts the voyage name, the header and the footer in the margin boxes of every page', () => {
    const css = pageMarginCss({ voyageName: 'Leg 1', rightHeader: 'DEMO DATA', leftFooter: 'Printed 2026-11-23' });
    expect(css).toContain('@top-left { content: "Leg 1"; }');
    expect(css).toContain('@top-right { content: "DEMO DATA"; }');
    expect(css).toMatch(/@bottom-left \{ content: "Printed 2026\\2d 11\\2d 23"; \}/);
  });
});
