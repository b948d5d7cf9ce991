import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';
import { linguiConfigPath, linguiMacros } from '../../tools/build/lingui-macros.ts';

export default defineConfig({
  // The pieces read their strings through Lingui's macros, compiled as in the app.
  plugins: [babel({ presets: [linguiMacros] }), lingui({ configPath: linguiConfigPath })],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
