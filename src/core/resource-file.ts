import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file of the project's `resources/` folder, found by walking up from this module: the same
 * from src/ (tests, tsx) and from the built out/main/.
 */
export function resourceFile(...parts: string[]): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(folder, 'resources', ...parts);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`resources/${parts.join('/')} was not found above ${dirname(fileURLToPath(import.meta.url))}`);
    folder = parent;
  }
}
