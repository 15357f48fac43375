import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const rendererDir = path.resolve(import.meta.dirname, '../../src/renderer');

/**
 * The style sheets are written by several hands and merged often; a lost closing brace silently nests every
 * rule after it inside the previous one (CSS nesting), and the night palette's overrides stop
 * applying. Nothing else checks the CSS, so this does: every rule closes, and only at-rules nest. The
 * report's style sheet gets the same check. It lives here, not beside the CSS: src/renderer may
 * not use Node built-ins, and reading a file needs them.
 */
/** Every style sheet of the renderer: the shell's app.css, each panel's own, the report's. */
const styleSheets = fs
  .readdirSync(rendererDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .sort();

it('finds the style sheets', () => {
  expect(styleSheets).toEqual(expect.arrayContaining(['app.css', 'reports/route-report.css', 'route/route.css']));
});

describe.each(styleSheets)('%s', (file) => {
  it('closes every block, and nests rules only inside at-rules', () => {
    const css = fs.readFileSync(path.join(rendererDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const open: string[] = [];
    let selector = '';
    for (const char of css) {
      if (char === '{') {
        const name = selector.trim();
        const parentIsRule = open.length > 0 && !open[open.length - 1]!.startsWith('@');
        expect(parentIsRule, `"${name}" is nested inside "${open[open.length - 1]}": a closing brace is missing before it`).toBe(false);
        open.push(name);
        selector = '';
      } else if (char === '}') {
        expect(open.length, 'a closing brace without its block').toBeGreaterThan(0);
        open.pop();
        selector = '';
      } else if (char === ';') {
        selector = '';
      } else {
        selector += char;
      }
    }
    expect(open, 'blocks left open at the end').toEqual([]);
  });
});
