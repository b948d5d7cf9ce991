import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

/** Each call's path and the parameters it reads (shop_id and lang come with every call). */
const CALLS: { path: fc.Arbitrary<string>; params: readonly string[] }[] = [
  {
    path: fc.constant('/product'),
    params: [
      'categories',
      'brands',
      'needs',
      'price',
      'text',
      'saleplan_id',
      'published',
      'no_free',
      'caracteristics',
      'display',
      'page',
      'perPage',
      'orderBy',
    ],
  },
  {
    path: fc.constant('/filtersProducts'),
    params: [
      'categories',
      'brands',
      'needs',
      'price',
      'text',
      'saleplan_id',
      'published',
      'no_free',
      'caracteristics',
      'display',
    ],
  },
  {
    path: fc.constant('/search'),
    params: ['type', 'text', 'language', 'saleplan_id', 'page', 'perPage'],
  },
  { path: fc.constant('/evaluations'), params: ['product_id', 'page', 'perPage', 'orderBy'] },
  { path: fc.constant('/need'), params: [] },
  { path: fc.constant('/brand'), params: [] },
  ...['product', 'need', 'brand', 'products/{}/faqs', 'brands/{}/faqs'].map((template) => ({
    path: fc
      .oneof(
        fc.string(),
        fc.constantFrom('intima', 'lactea', 'femme', '1', '0', '99999999999', '-1'),
      )
      .map(
        (id) =>
          `/${template.includes('{}') ? template.replace('{}', encodeURIComponent(id)) : `${template}/${encodeURIComponent(id)}`}`,
      ),
    params: ['saleplan_id', 'published'],
  })),
];

/** Plausible values and anything else: numbers at the edges, lists, accents, symbols. */
const value = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '2',
    '1.5',
    '1e3',
    '2147483648',
    '99999999999999999999',
    'true',
    'false',
    '',
  ),
  fc.constantFrom(
    'Suggest',
    'Full',
    'name',
    'price_asc',
    'new',
    'date_desc',
    'note_asc',
    'promoted',
    'in_stock',
  ),
  fc.constantFrom(
    '10-20',
    '-5',
    '50-',
    '-',
    '1-2-3',
    'microbiotes,nutrition',
    'lactea,1',
    'vegan,bio',
    'magn',
    'omé ga',
    '%',
    '_',
  ),
);

describe.each(testDatabaseKinds)('catalogue query strings on $name', (kind) => {
  const api = useSeededApp(kind);

  it('answer 200, 400 or 404, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...CALLS)
          .chain((call) =>
            fc.tuple(
              call.path,
              fc.array(
                fc.tuple(fc.constantFrom(...call.params, 'shop_id', 'lang', 'other'), value),
                { maxLength: 5 },
              ),
            ),
          ),
        async ([path, pairs]) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await api.app.inject(`/api/v1${path}?${query}`);
          expect([200, 400, 404], `${path}?${query}: ${response.body}`).toContain(
            response.statusCode,
          );
          if (response.statusCode !== 200) expect(response.json().error.code).toMatch(/^[a-z_]+$/);
        },
      ),
      { numRuns: 100 },
    );
  });
});
