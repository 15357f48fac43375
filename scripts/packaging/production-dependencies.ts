/**
 * The packages the app needs at run time, read from package-lock.json: every installed package
 * that is not a development one. Paths are as npm lays them out (node_modules/a,
 * node_modules/a/node_modules/b); only outermost ones are listed, since copying a package copies
 * what is nested in it.
 */
interface LockFile {
  packages: Record<string, { dev?: boolean; devOptional?: boolean } & Record<string, unknown>>;
}

export function productionPackagePaths(lock: LockFile): string[] {
  const production = Object.entries(lock.packages)
    .filter(([location, entry]) => location.startsWith('node_modules/') && entry.dev !== true && entry.devOptional !== true)
    .map(([location]) => location)
    .sort();
  return production.filter((location) => !production.some((outer) => outer !== location && location.startsWith(`${outer}/node_modules/`)));
}
