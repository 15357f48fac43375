import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The project's root folder, whatever it is checked out or copied to. */
export const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The files a clone of the project holds: git's tracked files (relative to the root). A copy without
 * git (a tarball) is walked instead, leaving out what a build, an install or a test run leaves behind.
 */
export function projectFiles(root = projectRoot): string[] {
  const git = spawnSync('git', ['ls-files', '-z', '--cached'], { cwd: root, encoding: 'utf8' });
  if (git.status === 0) return git.stdout.split('\0').filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
  const generated = new Set(['node_modules', 'out', '.git', 'test-results', '.tmp', 'dist']);
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!generated.has(entry.name)) walk(relative);
      } else if (entry.isFile()) files.push(relative);
    }
  };
  walk('');
  return files;
}
