import { flipFuses, FuseV1Options, FuseVersion, getCurrentFuseWire, type FuseV1Config } from '@electron/fuses';

/**
 * The fuses of the packaged Passage binary (Electron's security checklist: "set the fuses").
 * Fuses are bits inside the Electron executable that switch features off before any code runs,
 * so a packager must flip them on the binary it ships: call `flipPassageFuses` from its
 * after-pack step, or run `npm run fuses -- <path to the packaged executable or .app>`.
 * strictlyRequireAllFuses makes a newer Electron with a fuse this list does not name fail the
 * packaging instead of shipping that fuse at its default.
 */
export const passageFuses = {
  version: FuseVersion.V1,
  strictlyRequireAllFuses: true,
  // ELECTRON_RUN_AS_NODE would turn the signed app into a plain Node for anyone who can set a variable.
  [FuseV1Options.RunAsNode]: false,
  // Cookies on disk are encrypted with the OS keychain's key.
  [FuseV1Options.EnableCookieEncryption]: true,
  // NODE_OPTIONS and --inspect would let another process inject code into main, which holds the key.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // Only the app.asar that was packaged, checked against its hash, is ever loaded.
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  // The renderer is served from passage://app, so file:// needs none of its old privileges.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  [FuseV1Options.WasmTrapHandlers]: true,
} satisfies FuseV1Config;

export async function flipPassageFuses(electronExecutable: string): Promise<void> {
  await flipFuses(electronExecutable, passageFuses);
}

/** Reads the fuses back, as a packager's check that what ships is what was set. */
export async function readFuses(electronExecutable: string) {
  return getCurrentFuseWire(electronExecutable);
}
