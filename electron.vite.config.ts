import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * The chart's land (map/load-land.ts) asked for with the page's scripts, not after them: the page
 * fetched it only once its modules had run and React had drawn the workstation (about 0.6 s in),
 * and the chart waited for it. The file's name carries its hash, known only to the build.
 */
function preloadLand(): Plugin {
  return {
    name: 'passage-preload-land',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.filename.endsWith('index.html') || context.bundle === undefined) return undefined;
        const land = Object.values(context.bundle).find((file) => file.type === 'asset' && /^assets\/land-50m-[\w-]+\.json$/.test(file.fileName));
        if (land === undefined) throw new Error('the build has no land file (assets/land-50m-*.json) to preload');
        // crossorigin: fetch() asks in cors mode, and only a preload made the same way is reused.
        return [{ tag: 'link', attrs: { rel: 'preload', href: `./${land.fileName}`, as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  main: {
    build: {
      // The route parse worker, the land index's process, the routing worker and the demo service's process are
      // entries of their own: they are started by file (src/core/reports, src/core/route-check,
      // src/core/weather-routing, src/demo-service/start-process.ts).
      rolldownOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          'route-parse-worker': resolve('src/core/reports/route-parse-worker.ts'),
          'land-index-process': resolve('src/core/route-check/land-index-process.ts'),
          'routing-worker': resolve('src/core/weather-routing/routing-worker.ts'),
          'demo-service-process': resolve('src/demo-service/demo-service-process.ts'),
          'web-host': resolve('src/web-host/cli.ts'),
        },
        // Shared code beside the entries, not in chunks/: a module finds the entries it starts
        // beside itself (new URL('./demo-service-process.js', import.meta.url)), wherever the
        // bundler put it.
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  },
  preload: {
    // A sandboxed preload cannot be an ES module: bundle everything into one CommonJS file.
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    plugins: [react(), preloadLand()],
    build: {
      // electron-vite leaves the renderer unminified by default; the web host serves it over
      // the network of a bridge, so ship it small.
      minify: true,
      // Two pages: the workstation, and the printable passage plan (src/renderer/reports/README.md).
      rolldownOptions: { input: { index: resolve('src/renderer/index.html'), report: resolve('src/renderer/report.html') } },
    },
  },
});
