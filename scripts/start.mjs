// `npm start`: the Electron workstation where Electron can run, otherwise the same app in the
// web host, with one line saying why. Never require('electron') to find out whether the binary
// is there: that starts a download (docs/platform-facts.md, Electron binary).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';

// Node's compile cache keeps build-freshness.ts as stripped of its types (scripts/web.mjs).
module.enableCompileCache();
const { buildIfStale } = await import('./build-freshness.ts');

const root = path.resolve(import.meta.dirname, '..');
if (!buildIfStale(root)) process.exit(1);
const electronDir = path.join(root, 'node_modules', 'electron');
// src/web-host/node-flags.ts's flags, as package.json's "web" passes them (node-flags.test.ts keeps all three alike).
const webHostNodeFlags = ['--max-semi-space-size=8'];

function electronBinary() {
  const pathFile = path.join(electronDir, 'path.txt');
  if (!fs.existsSync(pathFile)) return null;
  const binary = path.join(electronDir, 'dist', fs.readFileSync(pathFile, 'utf8').trim());
  return fs.existsSync(binary) ? binary : null;
}

function hasDisplay() {
  if (process.platform !== 'linux') return true;
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

function fetchElectron() {
  console.log('Electron is not downloaded yet: fetching it (one time)...');
  const result = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], { cwd: root, stdio: 'inherit', timeout: 180_000 });
  return result.status === 0 && electronBinary() !== null;
}

function startWebHost(reason) {
  console.log(`${reason} Starting the web host instead: open the URL below in a browser.`);
  // The built host (out/main/web-host.js, built above with the rest), on this Node: about 2 s
  // sooner than tsx compiling and loading src/ at every start (test/bench/first-paint.bench.ts).
  const child = spawn(process.execPath, [...webHostNodeFlags, path.join(root, 'out', 'main', 'web-host.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
}

if (!hasDisplay()) {
  startWebHost('There is no display here (neither DISPLAY nor WAYLAND_DISPLAY is set), so the Electron window cannot open.');
} else if (electronBinary() === null && !fetchElectron()) {
  startWebHost('The Electron binary is missing and could not be downloaded (no internet?).');
} else {
  const child = spawn(electronBinary(), [root], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
}
