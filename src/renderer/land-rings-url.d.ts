/**
 * The chart's land file's address relative to the page, its name carrying its content's hash:
 * set by the build (electron.vite.config.ts, landRingsFile), which writes the file.
 */
declare const __LAND_RINGS_URL__: string;
