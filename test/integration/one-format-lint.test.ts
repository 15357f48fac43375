import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './project-files';

/**
 * The lint rules that keep numbers and plurals in one place (issue 28): a toFixed in renderer code
 * fails `npm run lint` unless its file is in toFixedAllowedIn with a reason (a number never shown:
 * a data- attribute, SVG coordinates); a hand-made plural fails anywhere in src but
 * src/shared/format, where countWords makes them.
 */
const eslint = new ESLint();

async function syntaxErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('one format, kept by lint', () => {
  it('fails a toFixed in a renderer view, and passes the files allowed one for a number never shown', async () => {
    expect(await syntaxErrors('src/renderer/route/leg-summary.tsx', 'export const words = (distanceNm: number) => `${distanceNm.toFixed(1)} nm`;\n')).toEqual([expect.stringMatching(/src\/shared\/format \(quantity-format\.ts\)/)]);
    expect(await syntaxErrors('src/renderer/map/view-attributes.tsx', 'export const attribute = (lat: number) => lat.toFixed(6);\n')).toEqual([]);
    // Still no React context in a file allowed its toFixed.
    expect(await syntaxErrors('src/renderer/map/view-attributes.tsx', "import { createContext } from 'react';\nexport const View = createContext(0);\n")).toHaveLength(1);
  }, 60_000);

  it('fails a hand-made plural in core and renderer, and leaves the one rule in shared/format alone', async () => {
    const plural = 'export const words = (count: number) => `${count} leg${count === 1 ? \'\' : \'s\'}`;\n';
    expect(await syntaxErrors('src/core/reports/leg-words.ts', plural)).toEqual([expect.stringMatching(/countWords/)]);
    expect(await syntaxErrors('src/renderer/route/leg-words.ts', plural)).toEqual([expect.stringMatching(/countWords/)]);
    expect(await syntaxErrors('src/shared/format/leg-words.ts', plural)).toEqual([]);
  }, 60_000);

  it('names a reason for every file allowed a toFixed, and each file is there', async () => {
    // Read as the linter reads it (a JavaScript module the compiler has no types for).
    const config = (await import(pathToFileURL(path.join(projectRoot, 'eslint.config.js')).href)) as { toFixedAllowedIn: Array<{ file: string; why: string }> };
    expect(config.toFixedAllowedIn.length).toBeGreaterThan(0);
    for (const { file, why } of config.toFixedAllowedIn) {
      expect(why.length, file).toBeGreaterThan(10);
      expect(fs.existsSync(path.join(projectRoot, file)), file).toBe(true);
    }
  });
});
