import type { ProductFilters } from '@shop/api-client';
import type { FilterName } from './list-state';

/** One value a filter offers: what the path holds, what the visitor reads, how many match. */
export interface FilterOption {
  value: string;
  label: string;
  count: number;
  /** A sub-category or sub-need, shown under its parent. */
  nested: boolean;
  /** Price ranges only: the bounds in euros, for a French label. */
  range?: { min: number; max: number | null };
}

/**
 * The values of each filter as `GET /filtersProducts` counts them. Children follow their
 * parent (the reply lists them so already), marked nested.
 */
export function filterOptions(filters: ProductFilters): Record<FilterName, FilterOption[]> {
  return {
    categories: filters.categories.map((category) => ({
      value: category.slug,
      label: category.label,
      count: category.count,
      nested: category.parent_id !== null,
    })),
    brands: filters.brands.map((brand) => ({
      value: brand.slug,
      label: brand.name,
      count: brand.count,
      nested: false,
    })),
    needs: filters.needs.map((need) => ({
      value: need.slug,
      label: need.label,
      count: need.count,
      nested: need.parent_id !== null,
    })),
    price: filters.prices.map((price) => ({
      value: price.value,
      label: price.value,
      count: price.count,
      nested: false,
      range: { min: price.min, max: price.max },
    })),
    caracteristics: filters.caracteristics.map((label) => ({
      value: label.code,
      label: label.label,
      count: label.count,
      nested: false,
    })),
  };
}

/**
 * The option a ticked value names, or a bare one when the reply no longer offers it (a
 * value from an old link): the chip still shows, so it can be removed.
 */
export function findOption(
  options: Record<FilterName, FilterOption[]>,
  name: FilterName,
  value: string,
): FilterOption {
  return (
    options[name].find((option) => option.value === value) ?? {
      value,
      label: value,
      count: 0,
      nested: false,
    }
  );
}
