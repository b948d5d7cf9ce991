import { describe, expect, it } from 'vitest';
import { encodeListSegments } from '@shop/domain';
import {
  EMPTY_LIST_STATE,
  activeFilters,
  filtersQueryOf,
  listStateAtPathname,
  pageCountOf,
  productsQueryOf,
  readListPath,
  segmentsFromListState,
  withFilterToggled,
  withOrder,
  withPage,
  withoutFilters,
} from './list-state';

const splatOf = (state: typeof EMPTY_LIST_STATE) =>
  encodeListSegments(segmentsFromListState(state));

describe('readListPath', () => {
  it('reads the unfiltered first page from an empty splat', () => {
    expect(readListPath('')).toEqual({ kind: 'state', state: EMPTY_LIST_STATE });
  });

  it('reads page, filters, price and sort from a canonical splat', () => {
    const reading = readListPath(
      '-p--2/-brands--lactea/-brands--phytaline/-price--10-20/-caracteristics--bio/-order--price_asc',
    );
    expect(reading).toEqual({
      kind: 'state',
      state: {
        page: 2,
        multi: {
          categories: [],
          brands: ['lactea', 'phytaline'],
          needs: [],
          caracteristics: ['bio'],
        },
        price: '10-20',
        order: 'price_asc',
      },
    });
  });

  it('sends a splat in another order, or with the default sort, to the canonical one', () => {
    expect(readListPath('-brands--phytaline/-p--2/-brands--lactea')).toEqual({
      kind: 'redirect',
      state: expect.objectContaining({ page: 2 }) as unknown,
      segments: {
        page: 2,
        filters: [
          { name: 'brands', value: 'lactea' },
          { name: 'brands', value: 'phytaline' },
        ],
      },
    });
    expect(readListPath('-order--position')).toEqual({
      kind: 'redirect',
      state: EMPTY_LIST_STATE,
      segments: { page: 1, filters: [] },
    });
    expect(readListPath('-p--1')).toMatchObject({ kind: 'redirect', state: EMPTY_LIST_STATE });
  });

  it('answers 404 for what names no list', () => {
    for (const splat of [
      'lactea',
      '-colour--red',
      '-brands--Lactea',
      '-price--cheap',
      '-price--0-10/-price--10-20',
      '-order--random',
      '-order--name/-order--new',
      '-p--0',
    ]) {
      expect(readListPath(splat), splat).toEqual({ kind: 'not-found' });
    }
  });
});

describe('listStateAtPathname', () => {
  it('reads the state of a product list path, nothing of another path', () => {
    expect(listStateAtPathname('/fr/produits', '/fr/produits')).toEqual(EMPTY_LIST_STATE);
    expect(listStateAtPathname('/fr/produits/-p--2', '/fr/produits')?.page).toBe(2);
    expect(listStateAtPathname('/fr/produits-en-promo', '/fr/produits')).toBeNull();
    expect(listStateAtPathname('/fr/produits/-x--y', '/fr/produits')).toBeNull();
  });
});

describe('moving through the list', () => {
  const filtered = withFilterToggled(
    withFilterToggled(EMPTY_LIST_STATE, 'needs', 'sommeil'),
    'brands',
    'lactea',
  );

  it('writes one address per state whatever the order of ticking', () => {
    const other = withFilterToggled(
      withFilterToggled(EMPTY_LIST_STATE, 'brands', 'lactea'),
      'needs',
      'sommeil',
    );
    expect(splatOf(filtered)).toBe('-brands--lactea/-needs--sommeil');
    expect(splatOf(other)).toBe(splatOf(filtered));
  });

  it('goes back to page 1 when a filter or the sort changes, not when paging', () => {
    const page3 = withPage(filtered, 3);
    expect(splatOf(page3)).toBe('-p--3/-brands--lactea/-needs--sommeil');
    expect(withFilterToggled(page3, 'brands', 'lactea').page).toBe(1);
    expect(withOrder(page3, 'name').page).toBe(1);
  });

  it('unticks a ticked value, and a second price replaces the first', () => {
    expect(withFilterToggled(filtered, 'brands', 'lactea').multi.brands).toEqual([]);
    const priced = withFilterToggled(
      withFilterToggled(filtered, 'price', '0-10'),
      'price',
      '10-20',
    );
    expect(priced.price).toBe('10-20');
    expect(withFilterToggled(priced, 'price', '10-20').price).toBeNull();
  });

  it('clears the filters but keeps the sort', () => {
    const sorted = withOrder(filtered, 'price_desc');
    expect(withoutFilters(sorted)).toEqual({ ...EMPTY_LIST_STATE, order: 'price_desc' });
    expect(activeFilters(sorted)).toEqual([
      { name: 'brands', value: 'lactea' },
      { name: 'needs', value: 'sommeil' },
    ]);
  });
});

describe('the calls of a state', () => {
  it('joins the values of a filter and pages with the list size', () => {
    const state = withOrder(
      withFilterToggled(withFilterToggled(EMPTY_LIST_STATE, 'brands', 'b'), 'brands', 'a'),
      'new',
    );
    expect(filtersQueryOf(state)).toEqual({ brands: 'a,b' });
    expect(productsQueryOf(withPage(state, 2))).toEqual({
      brands: 'a,b',
      page: 2,
      perPage: 24,
      orderBy: 'new',
    });
  });

  it('counts at least one page', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(24)).toBe(1);
    expect(pageCountOf(25)).toBe(2);
  });
});
