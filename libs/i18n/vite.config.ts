import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';
import { linguiConfigPath, linguiMacros } from '../../tools/build/lingui-macros.ts';

export default defineConfig({
  plugins: [babel({ presets: [linguiMacros] }), lingui({ configPath: linguiConfigPath })],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'i18n',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
