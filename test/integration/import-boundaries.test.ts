import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of docs/architecture.md must fail the lint, not just be written down: each forbidden
 * direction is linted as if it were a file in the folder it starts from.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function lintAs(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.severity === 2);
}

const forbidden: Array<{ from: string; code: string; why: string }> = [
  { from: 'src/shared/probe.ts', code: "import { createApp } from '../core/app';\nexport const x = createApp;\n", why: 'shared imports core' },
  { from: 'src/shared/probe.ts', code: "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", why: 'shared imports Node' },
  { from: 'src/shared/probe.ts', code: "import { startWebHost } from '../web-host/server';\nexport const x = startWebHost;\n", why: 'shared imports web-host' },
  { from: 'src/core/probe.ts', code: "import { app } from 'electron';\nexport const x = app;\n", why: 'core imports electron' },
  { from: 'src/core/probe.ts', code: "import { startWebHost } from '../web-host/server';\nexport const x = startWebHost;\n", why: 'core imports web-host' },
  { from: 'src/demo-service/probe.ts', code: "import { createApp } from '../core/app';\nexport const x = createApp;\n", why: 'demo-service imports core' },
  { from: 'src/renderer/probe.ts', code: "import { createApp } from '../core/app';\nexport const x = createApp;\n", why: 'renderer imports core' },
  { from: 'src/renderer/probe.ts', code: "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;\n", why: 'renderer imports electron' },
  { from: 'src/renderer/probe.ts', code: "import fs from 'fs';\nexport const x = fs;\n", why: 'renderer imports Node' },
  { from: 'src/web-host/probe.ts', code: "import { BrowserWindow } from 'electron';\nexport const x = BrowserWindow;\n", why: 'web-host imports electron' },
  { from: 'src/preload/probe.ts', code: "import { createApp } from '../core/app';\nexport const x = createApp;\n", why: 'preload imports core' },
  { from: 'src/web-host/probe.ts', code: "import { x } from '../demo-service/fields/wind';\nexport const y = x;\n", why: 'web-host reaches into the demo service' },
  { from: 'src/main/probe.ts', code: "import { startWebHost } from '../web-host/server';\nexport const x = startWebHost;\n", why: 'main imports web-host' },
];

const allowed: Array<{ from: string; code: string; why: string }> = [
  { from: 'src/core/probe.ts', code: "import { calls } from '../shared/contract';\nexport const x = calls;\n", why: 'core imports shared' },
  { from: 'src/main/probe.ts', code: "import { app } from 'electron';\nimport { createApp } from '../core/app';\nexport const x = [app, createApp];\n", why: 'main imports electron and core' },
  { from: 'src/renderer/probe.ts', code: "import { calls } from '../shared/contract';\nexport const x = calls;\n", why: 'renderer imports shared' },
];

describe('import boundaries (lint)', () => {
  it.each(forbidden)('fails when $why', async ({ from, code }) => {
    const errors = await lintAs(from, code);
    expect(errors.length, `expected a lint error in ${from}`).toBeGreaterThan(0);
    expect(errors.map((error) => error.ruleId)).toEqual(expect.arrayContaining([expect.stringMatching(/boundaries|no-restricted-imports/)]));
  });

  it.each(allowed)('passes when $why', async ({ from, code }) => {
    expect(await lintAs(from, code)).toEqual([]);
  });
});
