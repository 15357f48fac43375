import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Topology } from 'topojson-specification';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { landRingsFileFromTopology } from './src/renderer/map/land-rings-file';

const require = createRequire(import.meta.url);

/**
 * The chart's land (map/land-rings-file.ts): Natural Earth's 1:50m land from world-atlas, projected
 * and simplified by the build rather than at every start, written beside the page with its
 * content's hash in its name (the page learns the name through __LAND_RINGS_URL__), and asked for
 * with the page's scripts, not after them: the page fetched its land only once its modules had run
 * and React had drawn the workstation (about 0.6 s in), and the chart waited for it.
 */
function landRingsFile(): Plugin {
  let file: { fileName: string; bytes: Uint8Array } | undefined;
  const made = () => {
    if (file === undefined) {
      const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology;
      const bytes = landRingsFileFromTopology(topology);
      file = { fileName: `assets/land-rings-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.bin`, bytes };
    }
    return file;
  };
  return {
    name: 'passage-land-rings',
    config: () => ({ define: { __LAND_RINGS_URL__: JSON.stringify(`./${made().fileName}`) } }),
    generateBundle() {
      const { fileName, bytes } = made();
      this.emitFile({ type: 'asset', fileName, source: bytes });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.filename.endsWith('index.html')) return undefined;
        // crossorigin: fetch() asks in cors mode, and only a preload made the same way is reused.
        return [{ tag: 'link', attrs: { rel: 'preload', href: `./${made().fileName}`, as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' }];
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
    plugins: [react(), landRingsFile()],
    build: {
      // electron-vite leaves the renderer unminified by default; the web host serves it over
      // the network of a bridge, so ship it small.
      minify: true,
      // Two pages: the workstation, and the printable passage plan (src/renderer/reports/README.md).
      rolldownOptions: { input: { index: resolve('src/renderer/index.html'), report: resolve('src/renderer/report.html') } },
    },
  },
});
