import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One French catalogue for the whole storefront: the messages of the SPA, of libs/ui and
 * of this library are extracted into src/locales/fr/messages.po (`npm run i18n:extract`).
 */
export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/../ui/src', '<rootDir>/../../apps/storefront/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
