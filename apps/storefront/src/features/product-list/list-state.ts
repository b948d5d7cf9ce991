import * as v from 'valibot';
import {
  PRODUCT_ORDERS,
  PriceRangeSchema,
  type ProductFiltersQuery,
  type ProductListQuery,
  type ProductOrder,
} from '@shop/api-client';
import {
  DEFAULT_PRODUCT_LIST_PAGE_SIZE,
  MAX_ROUTE_FILTERS,
  decodeListSegments,
  encodeListSegments,
  type ListFilter,
  type ListSegments,
} from '@shop/domain';

/**
 * The whole state of the product list, read from its path (SPEC.md §2: `/fr/produits`,
 * `-p--{n}`, `-{name}--{value}`). Filter names are the API's parameter names, so a
 * segment is the call's parameter as is (`-brands--lactea` → `brands=lactea`).
 *
 * The sort lives in the path too, as the segment `-order--{orderBy}`, not in a search
 * param: every link of the list (pagination, chips, filters) is then one `routePath`, and
 * a sorted, filtered page 2 is one address that reload and back restore.
 */
export const MULTI_FILTER_NAMES = ['categories', 'brands', 'needs', 'caracteristics'] as const;
export type MultiFilterName = (typeof MULTI_FILTER_NAMES)[number];
/** Every filter the visitor can tick; `price` takes one range at a time (the API's rule). */
export type FilterName = MultiFilterName | 'price';

const ORDER_SEGMENT = 'order';
const DEFAULT_ORDER: ProductOrder = 'position';

export interface ProductListState {
  page: number;
  /** Slugs (label codes for `caracteristics`), sorted: one state, one address. */
  multi: Readonly<Record<MultiFilterName, readonly string[]>>;
  price: string | null;
  order: ProductOrder;
}

export const EMPTY_LIST_STATE: ProductListState = {
  page: 1,
  multi: { categories: [], brands: [], needs: [], caracteristics: [] },
  price: null,
  order: DEFAULT_ORDER,
};

/** A slug or label code as the API's id-or-slug lists accept it. */
const ValueSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/));
const OrderSchema = v.picklist(PRODUCT_ORDERS);

function isMultiName(name: string): name is MultiFilterName {
  return (MULTI_FILTER_NAMES as readonly string[]).includes(name);
}

/** The state the segments name, or null when one of them names nothing (the 404 page). */
export function listStateFromSegments({ page, filters }: ListSegments): ProductListState | null {
  const multi: Record<MultiFilterName, string[]> = {
    categories: [],
    brands: [],
    needs: [],
    caracteristics: [],
  };
  let price: string | null = null;
  let order: ProductOrder | null = null;
  for (const { name, value } of filters) {
    if (isMultiName(name)) {
      if (!v.is(ValueSchema, value)) return null;
      multi[name].push(value);
    } else if (name === 'price') {
      if (price !== null || !v.is(PriceRangeSchema, value)) return null;
      price = value;
    } else if (name === ORDER_SEGMENT) {
      if (order !== null || !v.is(OrderSchema, value)) return null;
      order = value;
    } else {
      return null;
    }
  }
  for (const name of MULTI_FILTER_NAMES) multi[name].sort();
  return { page, multi, price, order: order ?? DEFAULT_ORDER };
}

/** The canonical segments: names in a fixed order, values sorted, default sort left out. */
export function segmentsFromListState(state: ProductListState): ListSegments {
  const filters: ListFilter[] = [];
  for (const name of MULTI_FILTER_NAMES.slice(0, 3)) {
    for (const value of state.multi[name]) filters.push({ name, value });
  }
  if (state.price !== null) filters.push({ name: 'price', value: state.price });
  for (const value of state.multi.caracteristics) filters.push({ name: 'caracteristics', value });
  if (state.order !== DEFAULT_ORDER) filters.push({ name: ORDER_SEGMENT, value: state.order });
  return { page: state.page, filters };
}

export type ListPathReading =
  | { kind: 'state'; state: ProductListState }
  | { kind: 'redirect'; state: ProductListState; segments: ListSegments }
  | { kind: 'not-found' };

/**
 * What the router's splat means: a state, the canonical address of the same state (the
 * route redirects there), or nothing (404).
 */
export function readListPath(splat: string): ListPathReading {
  const decoded = decodeListSegments(splat, { search: false });
  if (!decoded.ok) return { kind: 'not-found' };
  const state = listStateFromSegments(decoded.value);
  if (state === null) return { kind: 'not-found' };
  const segments = segmentsFromListState(state);
  return encodeListSegments(segments) === splat
    ? { kind: 'state', state }
    : { kind: 'redirect', state, segments };
}

/**
 * The state at a pathname of the router (decoded but for `%25`, which no valid state holds),
 * or null when the pathname is not a product list.
 */
export function listStateAtPathname(pathname: string, listPath: string): ProductListState | null {
  if (pathname !== listPath && !pathname.startsWith(`${listPath}/`)) return null;
  const reading = readListPath(pathname.slice(listPath.length + 1));
  return reading.kind === 'not-found' ? null : reading.state;
}

/** The filters as `GET /filtersProducts` and `GET /product` take them. */
export function filtersQueryOf(state: ProductListState): ProductFiltersQuery {
  const query: ProductFiltersQuery = {};
  for (const name of MULTI_FILTER_NAMES) {
    if (state.multi[name].length > 0) query[name] = state.multi[name].join(',');
  }
  if (state.price !== null) query.price = state.price;
  return query;
}

export function productsQueryOf(state: ProductListState): ProductListQuery {
  return {
    ...filtersQueryOf(state),
    page: state.page,
    perPage: DEFAULT_PRODUCT_LIST_PAGE_SIZE,
    orderBy: state.order,
  };
}

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / DEFAULT_PRODUCT_LIST_PAGE_SIZE));
}

export function isFilterActive(state: ProductListState, name: FilterName, value: string): boolean {
  return name === 'price' ? state.price === value : state.multi[name].includes(value);
}

/**
 * The state after ticking or unticking a value: back to page 1 (the old page may not
 * exist any more). A price replaces the previous one.
 */
export function withFilterToggled(
  state: ProductListState,
  name: FilterName,
  value: string,
): ProductListState {
  const active = isFilterActive(state, name, value);
  if (name === 'price') return { ...state, page: 1, price: active ? null : value };
  const values = active
    ? state.multi[name].filter((each) => each !== value)
    : [...state.multi[name], value].sort();
  return { ...state, page: 1, multi: { ...state.multi, [name]: values } };
}

export function withOrder(state: ProductListState, order: ProductOrder): ProductListState {
  return { ...state, page: 1, order };
}

export function withPage(state: ProductListState, page: number): ProductListState {
  return { ...state, page };
}

/** Every filter gone; the sort stays (it is not a filter). */
export function withoutFilters(state: ProductListState): ProductListState {
  return { ...EMPTY_LIST_STATE, order: state.order };
}

export function activeFilters(state: ProductListState): { name: FilterName; value: string }[] {
  return segmentsFromListState({ ...state, order: DEFAULT_ORDER }).filters.map(
    ({ name, value }) => ({ name: name as FilterName, value }),
  );
}

/** The route enforces the ten segments of SPEC.md §2; a full list ticks no more values. */
export function canAddFilter(state: ProductListState): boolean {
  return segmentsFromListState(state).filters.length < MAX_ROUTE_FILTERS;
}
