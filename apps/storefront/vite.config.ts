import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { contractDocsStripped } from '../../tools/build/contract-docs-preset.ts';
import { linguiConfigPath, linguiMacros } from '../../tools/build/lingui-macros.ts';
import { precompress } from '../../tools/build/precompress-plugin.ts';
import { preloadChunkOf } from '../../tools/build/preload-chunk-plugin.ts';
import { routePreloads } from '../../tools/build/route-preloads-plugin.ts';
// The file the gateway reads: the contract's own constant (a module with no imports).
import { ROUTE_PRELOADS_FILE } from '../../libs/api-client/src/contract/ssr.ts';

const here = import.meta.dirname;
const preloads = routePreloads(ROUTE_PRELOADS_FILE);

/** A plugin for the browser's build only: the server bundle is neither served nor preloaded. */
const clientOnly = (plugin: Plugin): Plugin => ({
  ...plugin,
  applyToEnvironment: (environment) => environment.name === 'client',
});

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A page's loader and component come together in its own chunk, so that what they
      // import (the feature) stays out of the entry; the route's params, search, head,
      // guards and loading skeleton stay in the route tree: they must act before
      // anything else loads.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: path.join(here, 'src/routes'),
      generatedRouteTree: path.join(here, 'src/routeTree.gen.ts'),
      plugins: [preloads.generator],
    }),
    react(),
    babel({ presets: [linguiMacros, contractDocsStripped] }),
    lingui({ configPath: linguiConfigPath }),
    // The catalogue is imported on demand (libs/i18n) but every page needs it first.
    clientOnly(preloadChunkOf('locales/fr/messages.po')),
    clientOnly(precompress()),
    preloads.vite,
  ],
  resolve: { tsconfigPaths: true },
  server: {
    port: 4200,
    // `npm run dev`: the SPA with hot reload, the API through the real gateway.
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps chunks to their source files for tools/bench (never served: see the gateway).
    manifest: true,
    // Every module the entry imports statically goes into the entry itself. Left to the
    // automatic split, they came as 39 more files of 1–20 KB, preloaded side by side: over
    // HTTP/1.1's six connections a phone paid several round trips for them before the first
    // paint (`npm run bench` measures it: tools/bench/README.md).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The design system's form pieces, one chunk as when they lived in the app: split
            // by the pages that use each, they came as ten more small files to preload.
            { name: 'forms', test: /[\\/]libs[\\/]ui[\\/]src[\\/]forms[\\/]/ },
          ],
        },
      },
    },
    // That entry is about 510 KB before compression; its budget is checked on the gzip
    // size by tools/bench (bundle), not by this warning.
    chunkSizeWarningLimit: 600,
  },
  // `vite build` builds both: the browser's app in dist, and the server entry the gateway
  // imports in dist-server. The server entry bundles its packages, React's production build
  // among them whatever NODE_ENV the gateway runs with (left external, react-dom/server ran
  // its development build under the journeys and `npm start`); jsdom, which loads its own
  // files at run time, stays in node_modules.
  builder: {},
  environments: {
    ssr: {
      // Vitest runs the server entry's tests in this environment, on React's development build.
      ...(process.env.VITEST
        ? {}
        : {
            resolve: { noExternal: true, external: ['jsdom'] },
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          }),
      build: {
        ssr: path.join(here, 'src/entry-server.tsx'),
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        rolldownOptions: { output: { entryFileNames: '[name].js' } },
      },
    },
  },
  test: {
    name: 'storefront',
    // Most tests are rules and hooks without a page: a jsdom per file cost about half of the
    // suite's time. A test that renders says so: `// @vitest-environment jsdom`.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // The files of a worker share their modules and page: importing the app again for each
    // of the 77 files was most of the suite (80 s against 24 s on this machine). Each file
    // starts on an empty page (src/testing/empty-page.ts) and resets what it changes.
    isolate: false,
    setupFiles: ['src/testing/empty-page.ts'],
  },
});
