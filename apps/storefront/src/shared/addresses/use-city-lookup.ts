import { useQuery } from '@tanstack/react-query';
import { citiesQueryOptions } from '@shop/api-client';
import type { ZipcodeLookup } from '@shop/domain';

const FIVE_DIGITS = /^\d{5}$/;

/**
 * The communes of the typed postcode (SPEC.md §5: the city comes after the postcode). The
 * lookup is asked only for five digits; its answer, tied to the postcode it was asked for,
 * is what libs/domain's address rule checks the postcode against.
 */
export function useCityLookup(zipcode: string) {
  const asked = zipcode.trim();
  const wellFormed = FIVE_DIGITS.test(asked);
  const query = useQuery({ ...citiesQueryOptions(asked), enabled: wellFormed });
  const names = wellFormed && query.data ? [...new Set(query.data.items.map((c) => c.name))] : [];
  const lookup: ZipcodeLookup | null =
    wellFormed && query.data ? { zipcode: asked, cities: query.data.items } : null;
  return { lookup, names, searching: wellFormed && query.isFetching && !query.data };
}

/**
 * The city the form holds: the only commune of the postcode, or the one chosen among
 * several; a choice made for another postcode no longer counts.
 */
export function cityOf(chosen: string, names: readonly string[]): string {
  if (names.length === 1) return names[0] ?? '';
  return names.includes(chosen) ? chosen : '';
}
