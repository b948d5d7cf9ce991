import { existsSync, readdirSync } from 'node:fs';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Who may import whom (ARCHITECTURE.md §2), by the tags in each project's package.json.
 * Test files may also use the test tools; everything else sees the same table.
 */
function depConstraints({ testing }) {
  const testTools = testing ? ['vitest', 'fast-check', '@testing-library/*', 'node:*'] : [];
  return [
    {
      sourceTag: 'type:domain',
      onlyDependOnLibsWithTags: ['type:domain'],
      allowedExternalImports: ['valibot', ...testTools],
    },
    { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: ['type:domain'] },
    {
      sourceTag: 'type:api-client',
      onlyDependOnLibsWithTags: ['type:domain'],
      bannedExternalImports: ['react', 'react-dom', '@lingui/*', 'fastify', '@fastify/*'],
    },
    {
      sourceTag: 'type:ui',
      onlyDependOnLibsWithTags: ['type:domain', 'type:i18n'],
      bannedExternalImports: ['ky', '@tanstack/react-query', 'fastify', '@fastify/*'],
    },
    {
      sourceTag: 'type:app',
      onlyDependOnLibsWithTags: ['type:domain', 'type:i18n', 'type:api-client', 'type:ui'],
      bannedExternalImports: ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg'],
    },
    {
      sourceTag: 'type:server',
      onlyDependOnLibsWithTags: ['type:domain', 'type:api-client'],
      bannedExternalImports: ['react', 'react-dom', 'ky', '@tanstack/*', '@lingui/*', 'jotai'],
    },
    { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:domain', 'type:api-client'] },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:api-client'] },
    // The other axis: what serves one side (the storefront's design system) stays there.
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    {
      sourceTag: 'scope:storefront',
      onlyDependOnLibsWithTags: ['scope:shared', 'scope:storefront'],
    },
    { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
  ];
}

const BROWSER_ATOMS = {
  selector:
    'CallExpression[callee.name=/^useAtom(Value)?$/][arguments.0.name=/^(cartAtom|authProfileAtom|orderDraftAtom|orderStepAtom|recentSearchesAtom|isLoggedInAtom|discountBannerClosedAtom|deviceFlagsAtom)$/]',
  message:
    'A browser atom is read with useBrowserAtom or useBrowserAtomValue (shared/state), or the hydration of a server-rendered page draws it differently.',
};

const FEATURES = 'apps/storefront/src/features';
const featuresDir = new URL(FEATURES, import.meta.url);
// A checkout without the storefront (a server's image) lints without these blocks.
const FEATURE_NAMES = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * Features never import each other; routes compose them (STYLE.md, after bulletproof-react).
 * One block per feature folder, generated, forbids in its files any relative path that
 * reaches another feature (`../cart`, `../../features/cart/cart-page`), static or dynamic.
 */
function featureBoundary(feature) {
  const others = FEATURE_NAMES.filter((name) => name !== feature).join('|');
  const message = `Features never import each other (${feature} → another feature): move what they share to shared/, or compose them in a route.`;
  // esquery's regex may hold no slash: \u002f is one.
  const dynamic = `ImportExpression[source.value=/^(\\.\\.\\u002f)+(features\\u002f)?(${others})(\\u002f|$)/]`;
  return {
    files: [`${FEATURES}/${feature}/**/*.ts`, `${FEATURES}/${feature}/**/*.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^(\\.\\./)+(features/)?(${others})(/|$)`, message }] },
      ],
      // The block replaces the storefront's own no-restricted-syntax, so it repeats it.
      'no-restricted-syntax': ['error', BROWSER_ATOMS, { selector: dynamic, message }],
    },
  };
}

const boundaries = (testing) => ({
  '@nx/enforce-module-boundaries': [
    'error',
    { enforceBuildableLibDependency: true, allow: [], depConstraints: depConstraints({ testing }) },
  ],
});

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/dist-server',
      '**/coverage',
      '**/.nx',
      '**/test-results',
      '**/playwright-report',
      '**/routeTree.gen.ts',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: boundaries(false),
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts'],
    rules: boundaries(true),
  },
  {
    // Tooling, not product code. Build and test tool configs may load plugins and the
    // shared build helpers in tools/build; the workspace's own scripts (tools/*.mjs,
    // tools/build, .ci) belong to no project, so the boundaries have nothing to check
    // there (linted before Nx has built its project graph, the rule only warned).
    files: ['**/*.config.ts', '**/*.config.mjs', 'tools/*.mjs', 'tools/build/**', '.ci/*.mjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    // State only the browser knows (storage, window) is read through useBrowserAtom(Value):
    // while a server-rendered page hydrates, they give what the server drew
    // (browser-atom-hooks.ts).
    files: ['apps/storefront/src/**/*.ts', 'apps/storefront/src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', BROWSER_ATOMS] },
  },
  ...FEATURE_NAMES.map(featureBoundary),
  {
    // The contract is loaded by the servers: valibot and the domain's constants only.
    files: ['libs/api-client/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!valibot$|@shop/domain$|\\.{1,2}/)',
              message: 'The contract imports valibot, @shop/domain and its own files only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The servers and the journeys take the contract, never the browser client (ky, Query).
    files: [
      'apps/gateway/**/*.ts',
      'tools/shop-api/**/*.ts',
      'tools/bench/**/*.ts',
      'apps/storefront-e2e/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shop/api-client',
              message:
                'Servers and journeys import @shop/api-client/contract, which loads neither ky nor React.',
            },
          ],
        },
      ],
    },
  },
  prettier,
];
