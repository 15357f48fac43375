import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps renderer state in one pattern: a React context made anywhere in the
 * renderer fails `npm run lint` (eslint.config.js, contextAllowedIn is the named list of files
 * that may), so a second way to keep app state cannot creep back in.
 */
const eslint = new ESLint();

async function contextErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('no React context for app state', () => {
  it('fails a renderer file that makes one, however it reaches createContext', async () => {
    const named = await contextErrors('src/renderer/route/voyage-notes.tsx', "import { createContext } from 'react';\nexport const VoyageNotes = createContext<string[]>([]);\n");
    const member = await contextErrors('src/renderer/shell/theme.tsx', "import React from 'react';\nexport const Theme = React.createContext('day');\n");
    expect(named).toEqual([expect.stringMatching(/external store \(src\/renderer\/state\/external-store\.ts\)/)]);
    expect(member).toHaveLength(1);
  }, 60_000);

  it('leaves the external store pattern alone', async () => {
    expect(await contextErrors('src/renderer/state/voyage-notes.ts', "import { createVoyageStore } from './external-store';\nexport const notes = createVoyageStore<string[]>([]);\n")).toEqual([]);
  }, 60_000);
});
