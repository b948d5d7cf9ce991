import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductFilters } from '@shop/api-client';
import { activateLocale } from '@shop/i18n';
import { EMPTY_LIST_STATE, type ProductListState } from './list-state';
import { listTitle } from './list-title';

beforeAll(() => activateLocale('fr'));

const filters: ProductFilters = {
  total: 3,
  categories: [{ id: 1, slug: 'microbiotes', label: 'Microbiotes', parent_id: null, count: 3 }],
  brands: [{ id: 1, slug: 'lactea', name: 'Lactéa', count: 2 }],
  needs: [],
  prices: [{ value: '0-20', min: 0, max: 20, count: 2 }],
  caracteristics: [{ code: 'bio', label: 'Bio', count: 1 }],
};

const listOf = (
  changes: Partial<Omit<ProductListState, 'multi'>> & {
    multi?: Partial<ProductListState['multi']>;
  },
): ProductListState => ({
  ...EMPTY_LIST_STATE,
  ...changes,
  multi: { ...EMPTY_LIST_STATE.multi, ...changes.multi },
});

/** No-break spaces as plain ones: the price formatter's are not this test's subject. */
const read = (title: string) => title.replace(/[\u00a0\u202f]/g, ' ');

describe('listTitle', () => {
  it('is « Nos produits » for the whole list', () => {
    expect(listTitle(EMPTY_LIST_STATE, filters)).toBe('Nos produits');
  });

  it('names what the filters chose, price ranges as the filter reads them', () => {
    expect(listTitle(listOf({ multi: { categories: ['microbiotes'] } }), filters)).toBe(
      'Microbiotes – Nos produits',
    );
    const chosen = listOf({
      multi: { brands: ['lactea'], caracteristics: ['bio'] },
      price: '0-20',
    });
    expect(read(listTitle(chosen, filters))).toBe('Lactéa, Moins de 20 €, Bio – Nos produits');
  });

  it('gives the page after the first', () => {
    expect(listTitle(listOf({ page: 3 }), filters)).toBe('Nos produits – page 3');
  });
});
