import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { favouritePointsOfSaleQueryOptions, type PointOfSale } from '@shop/api-client';
import { ACCOUNT_PAGE_PATHS, keepPhoneNumbersTogether } from '@shop/domain';
import { telHref } from '../../shared/geography';
import { EmptyState } from '../../shared/page';
import { AppLink, PageBreadcrumb } from '../../shared/routing';
import { useRemoveFavouritePharmacy } from './use-remove-favourite-pharmacy';
import './account-favourites.css';

const TITLE_ID = 'favourite-pharmacies-title';

/**
 * `/fr/mon-compte/pharmacies-favorites` (SPEC.md §2 Account): the customer's favourite
 * pharmacies, each with a button that removes it.
 */
export function FavouritePharmaciesPage() {
  const { t } = useLingui();
  const { data: pharmacies } = useSuspenseQuery(favouritePointsOfSaleQueryOptions());
  const remove = useRemoveFavouritePharmacy();
  return (
    <div className="page">
      <PageBreadcrumb
        pageType="account"
        entity={{
          label: { code: 'my_favorite_pharmacies' },
          path: ACCOUNT_PAGE_PATHS.my_favorite_pharmacies,
        }}
      />
      <h1 id={TITLE_ID}>{t`Mes pharmacies favorites`}</h1>
      {remove.isError && (
        <p role="alert" className="favourite-pharmacies__error">
          {t`La pharmacie n’a pas pu être retirée. Veuillez réessayer.`}
        </p>
      )}
      {pharmacies.items.length === 0 ? (
        <EmptyState title={t`Vous n’avez pas encore de pharmacie favorite.`}>
          <AppLink to="/fr/trouver-une-pharmacie">{t`Trouver une pharmacie`}</AppLink>
        </EmptyState>
      ) : (
        <ul className="favourite-pharmacies" aria-labelledby={TITLE_ID}>
          {pharmacies.items.map((pharmacy) => (
            <li key={pharmacy.id}>
              <PharmacyCard
                pharmacy={pharmacy}
                removing={remove.isPending && remove.variables === pharmacy.id}
                onRemove={() => remove.mutate(pharmacy.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface PharmacyCardProps {
  pharmacy: PointOfSale;
  removing: boolean;
  onRemove: () => void;
}

function PharmacyCard({ pharmacy, removing, onRemove }: PharmacyCardProps) {
  const { t } = useLingui();
  const titleId = `pharmacy-${pharmacy.id}-title`;
  return (
    <article className="pharmacy-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pharmacy-card__name">
        {pharmacy.name}
      </h2>
      <address className="pharmacy-card__address">
        <span>{pharmacy.address}</span>
        <span>
          {pharmacy.zipcode} {pharmacy.city}
        </span>
        <a href={telHref(pharmacy.phone)}>{keepPhoneNumbersTogether(pharmacy.phone)}</a>
      </address>
      <button
        type="button"
        className="button button--secondary"
        onClick={onRemove}
        disabled={removing}
      >
        {t`Retirer ${pharmacy.name} de mes favoris`}
      </button>
    </article>
  );
}
