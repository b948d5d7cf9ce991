import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useId } from 'react';
import { NEARBY_DEFAULT_RADIUS_KM as radius, type NearbySearchParams } from '@shop/api-client';
import { loginLocation } from '@shop/domain';
import { EmptyState } from '../../shared/page';
import { isLoggedInAtom, useBrowserAtomValue } from '../../shared/state';
import { isUnknownPlace, pharmaciesNearQueryOptions } from './pharmacies-near-query';
import { estimateSearchCentre } from './estimate-search-centre';
import { PharmacyList } from './pharmacy-list';
import { PlacesMap, type GeoPosition } from '../../shared/geography';

export interface PharmacyResultsProps {
  params: NearbySearchParams;
  /** The searched position; for a commune the map estimates it from the distances. */
  centre: GeoPosition | null;
  /** Where the search is, as a sentence names it: « Lyon (69001) », « votre position ». */
  place: string;
}

/** The pharmacies near a search, as a numbered list beside a map of the same numbers. */
export function PharmacyResults({ params, centre, place }: PharmacyResultsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const loggedIn = useBrowserAtomValue(isLoggedInAtom);
  const location = useLocation();
  const query = useQuery(pharmaciesNearQueryOptions(params));

  if (query.isPending) {
    return (
      <p className="pharmacy-results__status" role="status">
        {t`Recherche des pharmacies…`}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="pharmacy-results__status" role="alert">
        {isUnknownPlace(query.error) ? (
          <p>{t`Nous ne trouvons pas ce lieu. Vérifiez le code postal et la commune.`}</p>
        ) : (
          <>
            <p>{t`Les pharmacies n’ont pas pu être chargées. Veuillez réessayer dans un instant.`}</p>
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {t`Réessayer`}
            </button>
          </>
        )}
      </div>
    );
  }

  const pharmacies = query.data.items;
  if (pharmacies.length === 0) {
    return (
      <EmptyState title={t`Aucune pharmacie partenaire à moins de ${radius} km de ${place}.`}>
        <p>{t`Essayez une commune voisine, ou commandez nos produits en ligne.`}</p>
      </EmptyState>
    );
  }
  const total = query.data.total;
  return (
    <section className="pharmacy-results" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Pharmacies partenaires près de ${place}`}</h2>
      <p className="pharmacy-results__count">
        {total > pharmacies.length
          ? t`Les ${pharmacies.length} plus proches sur ${total} à moins de ${radius} km, de la plus proche à la plus éloignée.`
          : t`${total} à moins de ${radius} km, de la plus proche à la plus éloignée.`}
      </p>
      {!loggedIn && (
        <p className="pharmacy-results__invite">
          {t`Enregistrez votre pharmacie favorite dans votre compte :`}{' '}
          <a href={loginLocation(location.href)}>{t`se connecter`}</a>
        </p>
      )}
      <div className="pharmacy-results__layout">
        <div className="pharmacy-results__map">
          <PlacesMap
            block="pharmacy-map"
            places={pharmacies}
            centre={centre ?? estimateSearchCentre(pharmacies)}
          />
        </div>
        <PharmacyList pharmacies={pharmacies} labelledBy={headingId} loggedIn={loggedIn} />
      </div>
    </section>
  );
}
