/**
 * The V8 flags Electron gives the app's renderer processes: src/main/index.ts sets them as Chromium's
 * --js-flags switch before the first window, and Chromium passes the browser process's
 * --js-flags on to every renderer it starts (docs/platform-facts.md). The memory benchmark starts
 * its Chromium with the same switch, so that it measures the renderer Electron would run.
 *
 * A young generation of at most 2 × 8 MB, as the web host's (src/web-host/node-flags.ts). The
 * page's grew to 47-61 MB of new space while a 1,000-waypoint voyage opened and its forecast and
 * storms were shown (Chromium's memory-infra), for a few MB of young objects: the page's JS heap
 * was 79-96 MB committed for 30-46 used, and V8 gave the young generation back only after the app
 * had been idle a while. With the cap it stays at 40 MB (test/bench/memory.bench.ts). V8 reads it
 * when the process starts only, so the page cannot ask for it itself.
 */
export const rendererJsFlags = '--max-semi-space-size=8';
