import fs from 'node:fs';
import path from 'node:path';

/**
 * The Electron binary, if it was downloaded (never require('electron') to find out, that starts
 * a download: docs/platform-facts.md, Electron binary). Null on machines without internet, where
 * the Electron tests skip.
 */
export function electronBinaryPath(root: string): string | null {
  const electronDir = path.join(root, 'node_modules', 'electron');
  const pathFile = path.join(electronDir, 'path.txt');
  if (!fs.existsSync(pathFile)) return null;
  const binary = path.join(electronDir, 'dist', fs.readFileSync(pathFile, 'utf8').trim());
  return fs.existsSync(binary) ? binary : null;
}
