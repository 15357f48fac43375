/**
 * The Node flags the web host's process starts with: package.json's "web" script passes them
 * (node-flags.test.ts keeps the two alike) and the memory benchmark starts the host with them.
 *
 * A young generation of at most 2 × 8 MB. Node's default lets it grow to 2 × 64 MB, and it did
 * while a 1,000-waypoint voyage opened and its forecast came in: 64 to 128 MB of heap pages
 * committed for a few MB of young objects, resident for as long as the process runs
 * (test/bench/memory.bench.ts). The cap costs a few more, shorter scavenges. V8 reads it only when
 * the process starts, so it cannot be set from inside; Electron's main has no such flag for the
 * same reason (its V8 flags come from --js-flags on Electron's own command line).
 */
export const webHostNodeFlags = ['--max-semi-space-size=8'] as const;
