import { defineConfig } from 'vitest/config';

/** `npx vitest` at the top runs every project's tests (Nx runs them one project at a time). */
export default defineConfig({
  test: {
    projects: ['apps/*/vite.config.ts', 'libs/*/vite.config.ts', 'tools/*/vite.config.ts'],
  },
});
