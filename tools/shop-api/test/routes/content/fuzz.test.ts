import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

/** Every content call, with the query parameters it reads. */
const CALLS: { path: string; params: string[] }[] = [
  { path: '/shop', params: ['url', 'shop_id', 'lang'] },
  { path: '/setting', params: ['shop_id', 'lang'] },
  { path: '/setting/{code}', params: ['lang'] },
  { path: '/menu', params: ['code', 'lang'] },
  { path: '/menu/{code}', params: ['lang'] },
  { path: '/country/{code}', params: ['lang'] },
  { path: '/customer/origins', params: ['lang'] },
  { path: '/civilities/{id}', params: ['lang'] },
  { path: '/carrier/{id}', params: ['lang'] },
  { path: '/payment/{id}', params: ['lang'] },
  { path: '/maintenance', params: ['lang'] },
  { path: '/url', params: ['entity_type', 'page', 'per_page'] },
  {
    path: '/url/entity',
    params: ['entity_type', 'slug', 'published', 'saleplan_id', 'depth', 'site_id'],
  },
  { path: '/url/slugs', params: ['slugs', 'site_id'] },
  { path: '/redirection', params: ['url', 'url', 'shop_id'] },
  {
    path: '/page',
    params: ['type', 'published', 'order', 'page', 'per_page', 'parent_id', 'category'],
  },
  { path: '/page/{id}', params: ['published'] },
  { path: '/page/{id}/associate', params: [] },
  { path: '/page/download/{id}', params: [] },
  { path: '/need/pages', params: ['type', 'published', 'order', 'page', 'per_page'] },
  { path: '/products/{id}/pages', params: ['page', 'per_page'] },
  { path: '/category/{id}', params: [] },
  { path: '/innovation-category/{id}', params: [] },
  { path: '/homepage', params: ['lang'] },
  { path: '/quiz/{id}', params: [] },
  { path: '/quiz/question/{id}', params: [] },
  { path: '/quiz/answer/{id}', params: [] },
  { path: '/thematic/{id}', params: [] },
  { path: '/media/pages/{id}', params: [] },
];

/** Values a caller might send: plausible ones, edge numbers and garbage. */
const value = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '4',
    '1.5',
    '99999999999',
    '1e3',
    'true',
    'false',
    'fr',
    'xx',
  ),
  fc.constantFrom(
    'advice',
    'need',
    'product',
    'category',
    'order',
    'date',
    'cgv',
    'femme',
    'lactea',
    'index',
  ),
  fc.constantFrom(
    '/fr/soldes',
    'https://www.aubepine.example',
    '%00',
    '%FF',
    '\u0000',
    'a,b,c',
    ',',
    '../..',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

describe.each(testDatabaseKinds)('content calls under random query strings on $name', (kind) => {
  const api = useSeededApp(kind);

  it('answers 200, 400 or 404 with a JSON envelope, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS),
        value,
        fc.array(fc.tuple(fc.nat(), value), { maxLength: 4 }),
        async (call, pathValue, pairs) => {
          const path = call.path.replace(/\{\w+\}/, encodeURIComponent(pathValue));
          const query = pairs
            .filter(() => call.params.length > 0)
            .map(
              ([index, v]) => `${call.params[index % call.params.length]}=${encodeURIComponent(v)}`,
            )
            .join('&');
          const response = await api.request(`${path}${query ? `?${query}` : ''}`);
          expect([200, 400, 404], `${path}?${query} → ${response.body.slice(0, 200)}`).toContain(
            response.statusCode,
          );
          if (response.statusCode !== 200) {
            expect(response.json().error.code).toMatch(/^[a-z][a-z0-9_]*$/);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
