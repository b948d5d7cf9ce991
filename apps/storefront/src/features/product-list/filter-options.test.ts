import { describe, expect, it } from 'vitest';
import type { ProductFilters } from '@shop/api-client';
import { filterOptions, findOption } from './filter-options';

const reply: ProductFilters = {
  total: 3,
  categories: [
    { id: 1, slug: 'microbiotes', label: 'Microbiotes', parent_id: null, count: 3 },
    { id: 2, slug: 'flore-intime', label: 'Flore intime', parent_id: 1, count: 1 },
  ],
  brands: [{ id: 1, slug: 'lactea', name: 'Lactéa', count: 2 }],
  needs: [],
  prices: [{ value: '50-', min: 50, max: null, count: 0 }],
  caracteristics: [{ code: 'bio', label: 'Bio', count: 1 }],
};

describe('filterOptions', () => {
  it('offers each value with its label, count and nesting', () => {
    const options = filterOptions(reply);
    expect(options.categories.map(({ value, nested }) => [value, nested])).toEqual([
      ['microbiotes', false],
      ['flore-intime', true],
    ]);
    expect(options.brands[0]).toMatchObject({ value: 'lactea', label: 'Lactéa', count: 2 });
    expect(options.price[0]?.range).toEqual({ min: 50, max: null });
    expect(options.caracteristics[0]).toMatchObject({ value: 'bio', label: 'Bio' });
  });

  it('still names a ticked value the reply no longer offers', () => {
    expect(findOption(filterOptions(reply), 'brands', 'disparue')).toMatchObject({
      value: 'disparue',
      label: 'disparue',
    });
  });
});
