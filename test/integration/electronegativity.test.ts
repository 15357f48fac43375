import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * scripts/electronegativity.mjs is what CI runs (a step of scripts/test.mjs). It must fail on a
 * high finding, which the tool's own CLI never does, and pass on Passage's own code.
 */
const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts', 'electronegativity.mjs');

function scan(target: string) {
  const result = spawnSync(process.execPath, [script, target], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the Electronegativity step', () => {
  it('fails on a window without context isolation and with navigation unchecked, and names the findings', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-electronegativity-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'main.js'),
        "const { BrowserWindow } = require('electron');\n" +
          "const win = new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false } });\n" +
          "win.loadURL('http://example.com/');\n",
      );
      const { status, output } = scan(dir);
      expect(status).toBe(1);
      expect(output).toMatch(/HIGH CONTEXT_ISOLATION_JS_CHECK main\.js:2/);
      expect(output).toMatch(/HIGH LIMIT_NAVIGATION_GLOBAL_CHECK/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails with a message when there is nothing to scan', () => {
    const { status, output } = scan(path.join(root, 'no-such-folder'));
    expect(status).toBe(1);
    expect(output).toMatch(/nothing to scan at .*no-such-folder/);
  });

  it("passes on Passage's own source with nothing at HIGH and no file left unread", () => {
    const { status, output } = scan(path.join(root, 'src'));
    expect(output).toMatch(/Electronegativity on src: 0 at HIGH or above, \d+ below, 0 unreadable files\./);
    expect(status).toBe(0);
  });
});
