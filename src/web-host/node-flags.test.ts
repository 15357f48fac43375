import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webHostNodeFlags } from './node-flags';

describe("the web host's Node flags", () => {
  it('are the ones `npm run web` starts the host with', () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };
    const web = manifest.scripts['web'] ?? '';
    // scripts/web.mjs runs the built host (out/main/web-host.js) in its own process.
    expect(web).toContain(`node ${webHostNodeFlags.join(' ')} scripts/web.mjs`);
  });

  it('are the ones `npm start` starts the web host with where Electron cannot run', () => {
    const start = fs.readFileSync(path.resolve(import.meta.dirname, '../../scripts/start.mjs'), 'utf8');
    expect(start).toContain(`const webHostNodeFlags = [${webHostNodeFlags.map((flag) => `'${flag}'`).join(', ')}];`);
  });
});
