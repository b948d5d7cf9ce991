import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
