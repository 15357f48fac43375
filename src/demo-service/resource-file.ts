import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file of the project's `resources/` folder (the transit mixer's .proto files, the World Port
 * Index), found by walking up from this module: the same from src/ and from a build. Core has its
 * own copy of these few lines: the demo service may not import core.
 */
export function findResourceFile(...parts: string[]): string | undefined {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(folder, 'resources', ...parts);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

export function resourceFile(...parts: string[]): string {
  const found = findResourceFile(...parts);
  if (found === undefined) throw new Error(`resources/${parts.join('/')} was not found above ${dirname(fileURLToPath(import.meta.url))}`);
  return found;
}
