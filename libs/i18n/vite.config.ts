import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

const here = import.meta.dirname;

export default defineConfig({
  plugins: [lingui({ configPath: path.join(here, 'lingui.config.ts') })],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'i18n',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
