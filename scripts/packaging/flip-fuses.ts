// Flips Passage's fuses (electron-fuses.ts) on a packaged Electron executable and prints them.
import fs from 'node:fs';
import { FuseState, FuseV1Options } from '@electron/fuses';
import { flipPassageFuses, readFuses } from './electron-fuses';

const target = process.argv[2];
if (!target || !fs.existsSync(target)) {
  console.error('Usage: npm run fuses -- <packaged Electron executable, or the .app on macOS>. ' + (target ? `Nothing at ${target}.` : 'No path given.'));
  process.exit(1);
}
try {
  await flipPassageFuses(target);
  const wire = await readFuses(target);
  for (const [index, state] of Object.entries(wire)) {
    if (index === 'version') continue;
    console.log(`${FuseV1Options[Number(index)] ?? `fuse ${index}`}: ${FuseState[Number(state)] ?? state}`);
  }
} catch (error) {
  console.error(`The fuses could not be set on ${target}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
