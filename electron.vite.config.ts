import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

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
    plugins: [react()],
    build: {
      // electron-vite leaves the renderer unminified by default; the web host serves it over
      // the network of a bridge, so ship it small.
      minify: true,
      // Two pages: the workstation, and the printable passage plan (src/renderer/reports/README.md).
      rolldownOptions: { input: { index: resolve('src/renderer/index.html'), report: resolve('src/renderer/report.html') } },
    },
  },
});
