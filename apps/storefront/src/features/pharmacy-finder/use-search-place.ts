import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { reverseGeocodingQueryOptions } from '@shop/api-client';
import { searchedZipcode, type PharmacySearch } from './pharmacy-search';

/**
 * How the page names where it searches: the commune typed, or the commune found at the
 * visitor's position (« votre position » until it is known, or outside France).
 */
export function useSearchPlace(search: PharmacySearch): string {
  const { t } = useLingui();
  const position =
    search.lat !== undefined && search.lon !== undefined
      ? { lat: search.lat, lon: search.lon }
      : null;
  const commune = useQuery({
    ...reverseGeocodingQueryOptions(position ?? { lat: 0, lon: 0 }),
    enabled: position !== null,
    retry: false,
  });
  if (position === null) return `${search.ville ?? ''} (${searchedZipcode(search) ?? ''})`;
  return commune.data ? `${commune.data.name} (${commune.data.zipcode})` : t`votre position`;
}
