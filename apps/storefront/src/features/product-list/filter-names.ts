import { useLingui } from '@lingui/react/macro';
import type { FilterName } from './list-state';

/** The order the filters are offered in, and their French names. */
export const FILTER_ORDER: readonly FilterName[] = [
  'categories',
  'brands',
  'needs',
  'price',
  'caracteristics',
];

export function useFilterNames(): Record<FilterName, string> {
  const { t } = useLingui();
  return {
    categories: t`Catégories`,
    brands: t`Marques`,
    needs: t`Besoins`,
    price: t`Prix`,
    caracteristics: t`Caractéristiques`,
  };
}
