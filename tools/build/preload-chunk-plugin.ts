import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunk built from a module that
 * the entry imports dynamically but every page needs at once (the French catalogue):
 * it downloads beside the entry instead of after the entry has run.
 */
export function preloadChunkOf(moduleSuffix: string): Plugin {
  let base = '/';
  return {
    name: 'shop:preload-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(moduleSuffix),
        );
        if (!chunk) throw new Error(`no chunk is built from a module ending in ${moduleSuffix}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
