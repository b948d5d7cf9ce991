import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Printed by every run of the domain's tests (and so by npm test); below 95 % of lines
    // the run fails.
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
