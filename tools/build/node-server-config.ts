import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The Vite config of a Node server of ours (gateway, shop API): `vite build` bundles
 * `src/server.ts` with our libraries into `dist/server.mjs`, npm packages left external;
 * Vitest runs `test/**` in Node.
 */
export function nodeServerConfig(test: NonNullable<ViteUserConfig['test']> & { name: string }) {
  return defineConfig({
    resolve: { tsconfigPaths: true },
    build: {
      ssr: true,
      target: 'node24',
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        input: { server: 'src/server.ts' },
        output: { format: 'es', entryFileNames: '[name].mjs' },
      },
    },
    test: { environment: 'node', include: ['test/**/*.test.ts'], ...test },
  });
}
