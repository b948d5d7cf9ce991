import type { Generator, GeneratorPlugin } from '@tanstack/router-generator';
import { rootRouteId } from '@tanstack/router-core';
import type { Plugin, Rollup } from 'vite';

/** The split chunk that holds a route's loader and component (vite.config.ts codeSplittingOptions). */
const PAGE_SPLIT = '?tsr-split=component---loader';
/** What every chunk the router splits off a route file is built from: `<file>?tsr-split=…`. */
const ROUTE_SPLIT = '?tsr-split=';

/**
 * What a server-rendered page of each route needs in its head: its
 * loader-and-component chunk and the chunks that one imports, the entry aside, named with
 * `<link rel="modulepreload">`; and their stylesheets, linked, so that the page is drawn
 * with its own styles before the script runs (else they arrive with the chunk, and the
 * page shifts as it hydrates). The router's generator says which file is which route; the
 * bundle says which chunk is built from which file. The server reads the table into the
 * router's SSR manifest, and the router writes the links in the page's head.
 */
export function routePreloads(fileName: string): { generator: GeneratorPlugin; vite: Plugin } {
  let routes: Generator | undefined;
  let base = '/';

  const generator: GeneratorPlugin = {
    name: 'shop:route-files',
    init: ({ generator: running }) => {
      routes = running;
    },
  };

  const vite: Plugin = {
    name: 'shop:route-preloads',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (!routes) throw new Error('route preloads: the router generator never started');
      const routeIdOfFile = routes.getRoutesByFileMap();
      const table: Record<string, { preloads: string[]; css: string[] }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId?.endsWith(PAGE_SPLIT)) continue;
        const file = output.facadeModuleId.slice(0, -PAGE_SPLIT.length);
        const route = routeIdOfFile.get(file);
        if (!route) throw new Error(`route preloads: no route is built from ${file}`);
        const chunks = chunkWithImports(output, bundle);
        table[route.routeId] = {
          preloads: chunks.map((chunk) => `${base}${chunk.fileName}`),
          css: [
            ...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
          ].map((name) => `${base}${name}`),
        };
      }
      // The layout's stylesheets, as the root route's: the head links them before the routes'
      // (the shell's own link comes after the routes' head), so theirs win, as in the browser.
      const entry = Object.values(bundle).find(
        (output): output is Rollup.OutputChunk => output.type === 'chunk' && output.isEntry,
      );
      table[rootRouteId] = {
        preloads: [],
        css: entry ? layoutCss(entry, bundle).map((name) => `${base}${name}`) : [],
      };
      this.emitFile({
        type: 'asset',
        fileName,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };

  return { generator, vite };
}

/**
 * The layout's stylesheets: the entry's, then those of the chunks it loads on demand
 * outside the routes' pages. Those are the layout's late-hydrated parts (footer, pop-in,
 * consent banner: `lazyHydrated`), which the server draws in every first page; linked
 * only by their chunk, they were drawn unstyled until the script came, and for good
 * without it.
 */
function layoutCss(entry: Rollup.OutputChunk, bundle: Rollup.OutputBundle): string[] {
  const parts = entry.dynamicImports
    .map((name) => bundle[name])
    .filter(
      (output): output is Rollup.OutputChunk =>
        output?.type === 'chunk' && !output.facadeModuleId?.includes(ROUTE_SPLIT),
    );
  const chunks = [entry, ...parts.flatMap((part) => chunkWithImports(part, bundle))];
  return [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
}

/** A chunk and every chunk it imports statically, in load order, without the entry. */
function chunkWithImports(
  chunk: Rollup.OutputChunk,
  bundle: Rollup.OutputBundle,
): Rollup.OutputChunk[] {
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (current: Rollup.OutputChunk) => {
    if (current.isEntry || found.has(current.fileName)) return;
    found.set(current.fileName, current);
    for (const name of current.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(chunk);
  return [...found.values()];
}
