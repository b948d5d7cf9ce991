import { useLingui } from '@lingui/react/macro';
import { StandalonePageBreadcrumb } from '../../shared/routing';
import { LocateMe } from './locate-me';
import {
  communeSearch,
  nearbySearchOf,
  positionSearch,
  searchedZipcode,
  type PharmacySearch,
} from './pharmacy-search';
import { PharmacyResults } from './pharmacy-results';
import { useSearchPlace } from './use-search-place';
import { ZipcodeSearchForm } from './zipcode-search-form';
import { PHARMACY_FINDER_PAGE } from './pharmacy-finder-page-copy';
import './pharmacy-finder.css';

export interface PharmacyFinderPageProps {
  /** The search read from the address. */
  search: PharmacySearch;
  /** Writes a new search into the address (a history entry, so « back » returns to it). */
  onSearch: (search: PharmacySearch) => void;
}

/** SPEC.md §2 « Pharmacy finder »: partner pharmacies near a commune or the visitor. */
export function PharmacyFinderPage({ search, onSearch }: PharmacyFinderPageProps) {
  const { t } = useLingui();
  const params = nearbySearchOf(search);
  const place = useSearchPlace(search);
  const centre =
    params?.lat !== undefined && params.lon !== undefined
      ? { lat: params.lat, lon: params.lon }
      : null;
  return (
    <div className="page pharmacy-finder">
      <StandalonePageBreadcrumb title={t(PHARMACY_FINDER_PAGE.title)} />
      <h1>{t(PHARMACY_FINDER_PAGE.title)}</h1>
      <p className="pharmacy-finder__intro">{t(PHARMACY_FINDER_PAGE.intro)}</p>
      <div
        className="pharmacy-finder__search"
        role="search"
        aria-label={t`Rechercher une pharmacie`}
      >
        <ZipcodeSearchForm
          zipcode={searchedZipcode(search)}
          city={search.ville}
          onSearch={(zipcode, city) => onSearch(communeSearch(zipcode, city))}
        />
        <p className="pharmacy-finder__or" aria-hidden="true">
          {t`ou`}
        </p>
        <LocateMe onLocate={(lat, lon) => onSearch(positionSearch(lat, lon))} />
      </div>
      {params ? (
        <PharmacyResults params={params} centre={centre} place={place} />
      ) : (
        <p className="pharmacy-finder__hint">
          {t`Saisissez votre code postal ou laissez-nous vous localiser pour voir les pharmacies les plus proches.`}
        </p>
      )}
    </div>
  );
}
