import os from 'node:os';
import path from 'node:path';

/**
 * Where Passage keeps its databases when no host says otherwise (Electron uses its own
 * userData path, which is the same folder on each system). PASSAGE_DATA_DIR overrides it for
 * tests and for a second workstation profile.
 */
export function defaultDataFolder(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.PASSAGE_DATA_DIR) return path.resolve(env.PASSAGE_DATA_DIR);
  const home = os.homedir();
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Passage');
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Passage');
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'Passage');
}
