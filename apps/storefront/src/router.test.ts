import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router';

describe('the storefront router', () => {
  const router = createAppRouter({
    queryClient: new QueryClient(),
    localeReady: Promise.resolve(),
  });

  it('keeps the home at /fr/ with its trailing slash (SPEC.md §2)', () => {
    expect(router.buildLocation({ to: '/fr/' }).href).toBe('/fr/');
  });

  it('hands the Query client to every loader through the router context', () => {
    expect(router.options.context.queryClient).toBeInstanceOf(QueryClient);
  });
});
