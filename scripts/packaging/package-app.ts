import fs from 'node:fs';
import path from 'node:path';
import { createPackageWithOptions } from '@electron/asar';
import { flipPassageFuses } from './electron-fuses';
import { productionPackagePaths } from './production-dependencies';

/**
 * `npm run package`: the built app (out/) and its run-time packages into app.asar beside a copy
 * of Electron, and Passage's fuses flipped on that copy's executable as the last step, so no
 * packaged Passage ever ships with Electron's default fuses (RunAsNode, NODE_OPTIONS, --inspect).
 * Linux only for now: on Windows and macOS EnableEmbeddedAsarIntegrityValidation needs the
 * archive's hash written into the executable's resources or Info.plist, which a full packager
 * (@electron/packager, electron-builder) does; call flipPassageFuses from its after-pack hook.
 */
export interface PackageOptions {
  /** The project: out/, package.json and package-lock.json and node_modules/. */
  root: string;
  /** Electron's unpacked distribution (node_modules/electron/dist). */
  electronDist: string;
  /** Where the packaged app's folder is made. */
  releaseDir: string;
  platform?: NodeJS.Platform;
  arch?: string;
}

export interface PackagedApp {
  folder: string;
  executable: string;
  asar: string;
}

export class PackagingError extends Error {}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** out/ and the run-time packages, with a package.json that says only what Electron needs. */
function stageApp(root: string, staging: string): void {
  if (!fs.existsSync(path.join(root, 'out', 'main', 'index.js'))) throw new PackagingError(`${path.join(root, 'out')} has no built app: run "npm run build" first.`);
  const manifest = readJson<{ name: string; version: string; main: string; type?: string; dependencies?: Record<string, string> }>(path.join(root, 'package.json'));
  fs.cpSync(path.join(root, 'out'), path.join(staging, 'out'), { recursive: true });
  const { name, version, main, type, dependencies } = manifest;
  fs.writeFileSync(path.join(staging, 'package.json'), JSON.stringify({ name, version, main, type, dependencies }, null, 2));
  for (const location of productionPackagePaths(readJson(path.join(root, 'package-lock.json')))) {
    const source = path.join(root, location);
    if (fs.existsSync(source)) fs.cpSync(source, path.join(staging, location), { recursive: true });
  }
}

export async function packageApp(options: PackageOptions): Promise<PackagedApp> {
  const platform = options.platform ?? process.platform;
  const arch = options.arch ?? process.arch;
  if (platform !== 'linux') {
    throw new PackagingError(`npm run package makes Linux builds; on ${platform} package with @electron/packager or electron-builder and call flipPassageFuses (scripts/packaging/electron-fuses.ts) from its after-pack hook.`);
  }
  const electron = path.join(options.electronDist, 'electron');
  if (!fs.existsSync(electron)) {
    throw new PackagingError(`Electron's binary is not at ${electron}: it is downloaded on first use (npx electron --version, with internet), then run npm run package again.`);
  }
  const folder = path.join(options.releaseDir, `Passage-${platform}-${arch}`);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.cpSync(options.electronDist, folder, { recursive: true, verbatimSymlinks: true });
  const executable = path.join(folder, 'passage');
  fs.renameSync(path.join(folder, 'electron'), executable);
  const resources = path.join(folder, 'resources');
  fs.rmSync(path.join(resources, 'default_app.asar'), { force: true });

  const staging = fs.mkdtempSync(path.join(options.releaseDir, '.staging-'));
  try {
    stageApp(options.root, staging);
    const asar = path.join(resources, 'app.asar');
    // Native modules cannot be loaded from inside an archive: they stay beside it, in app.asar.unpacked.
    await createPackageWithOptions(staging, asar, { unpack: '*.node' });
    // Last: the binary that ships is the one whose fuses were flipped.
    await flipPassageFuses(executable);
    return { folder, executable, asar };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '../..');
  try {
    const packaged = await packageApp({ root, electronDist: path.join(root, 'node_modules', 'electron', 'dist'), releaseDir: path.join(root, 'release') });
    console.log(`Packaged ${packaged.executable} (fuses set; app in ${packaged.asar}).`);
  } catch (error) {
    console.error(error instanceof PackagingError ? error.message : error);
    process.exit(1);
  }
}
