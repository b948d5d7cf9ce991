import type { Generator, GeneratorPlugin } from '@tanstack/router-generator';
import type { Plugin, Rollup } from 'vite';

/** The split chunk that holds a route's loader and component (vite.config.ts codeSplittingOptions). */
const PAGE_SPLIT = '?tsr-split=component---loader';

/**
 * The route chunks a server-rendered page names with `<link rel="modulepreload">` (issue
 * 29): for each route id, its loader-and-component chunk and the chunks that one imports,
 * the entry aside. The router's generator says which file is which route; the bundle says
 * which chunk is built from which file. The server reads the table into the router's SSR
 * manifest, and the router writes the links in the page's head.
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
      const table: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId?.endsWith(PAGE_SPLIT)) continue;
        const file = output.facadeModuleId.slice(0, -PAGE_SPLIT.length);
        const route = routeIdOfFile.get(file);
        if (!route) throw new Error(`route preloads: no route is built from ${file}`);
        table[route.routeId] = chunkWithImports(output, bundle).map((name) => `${base}${name}`);
      }
      this.emitFile({
        type: 'asset',
        fileName,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };

  return { generator, vite };
}

/** A chunk and every chunk it imports statically, in load order, without the entry. */
function chunkWithImports(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle): string[] {
  const names = new Set<string>();
  const visit = (current: Rollup.OutputChunk) => {
    if (current.isEntry || names.has(current.fileName)) return;
    names.add(current.fileName);
    for (const name of current.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(chunk);
  return [...names];
}
