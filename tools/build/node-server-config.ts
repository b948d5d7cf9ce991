import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The Vite config of a Node server of ours (gateway, shop API): `vite build` bundles
 * `src/server.ts` with our libraries into `dist/server.mjs`, npm packages left external;
 * Vitest runs `test/**` in Node. `extraEntries` adds command-line tools built beside the
 * server (`{ 'grow-catalogue': 'src/cli/grow-catalogue.ts' }` → `dist/grow-catalogue.mjs`).
 */
export function nodeServerConfig(
  test: NonNullable<ViteUserConfig['test']> & { name: string },
  extraEntries: Record<string, string> = {},
) {
  return defineConfig({
    resolve: { tsconfigPaths: true },
    build: {
      ssr: true,
      target: 'node24',
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        input: { server: 'src/server.ts', ...extraEntries },
        // Chunks shared by several entries sit beside them, not in dist/assets/: files
        // that find their way by a relative path (the shop API's migrations folder) must
        // be one level below the project root whichever file they are bundled into.
        output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
    test: { environment: 'node', include: ['test/**/*.test.ts'], ...test },
  });
}
