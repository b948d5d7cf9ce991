import { useLingui } from '@lingui/react/macro';
import type { PointOfSale } from '@shop/api-client';
import { keepPhoneNumbersTogether } from '@shop/domain';
import { formatDistance, OpeningHours, telHref } from '../../shared/geography';
import { PharmacyFavouriteToggle } from './pharmacy-favourite-toggle';

export interface PharmacyListProps {
  pharmacies: readonly PointOfSale[];
  labelledBy: string;
  /** Customers may keep favourites; visitors are invited once, above the list. */
  loggedIn: boolean;
}

/** The pharmacies nearest first, numbered as on the map. */
export function PharmacyList({ pharmacies, labelledBy, loggedIn }: PharmacyListProps) {
  const { t } = useLingui();
  return (
    <ol className="pharmacy-list" aria-labelledby={labelledBy}>
      {pharmacies.map((pharmacy, index) => (
        <li key={pharmacy.id} className="pharmacy-list__item">
          <span className="pharmacy-list__number" aria-hidden="true">
            {index + 1}
          </span>
          <article className="pharmacy-list__card">
            <h3 className="pharmacy-list__name">{pharmacy.name}</h3>
            {pharmacy.distance !== null && (
              <p className="pharmacy-list__distance">
                <span className="visually-hidden">{t`Distance :`} </span>
                {formatDistance(pharmacy.distance)}
              </p>
            )}
            <address className="pharmacy-list__address">
              {pharmacy.address}
              <br />
              {pharmacy.zipcode} {pharmacy.city}
              <br />
              <a href={telHref(pharmacy.phone)}>
                <span className="visually-hidden">{t`Téléphone :`} </span>
                {keepPhoneNumbersTogether(pharmacy.phone)}
              </a>
            </address>
            <OpeningHours schedules={pharmacy.schedules} placeName={pharmacy.name} />
            {loggedIn && (
              <PharmacyFavouriteToggle pharmacyId={pharmacy.id} pharmacyName={pharmacy.name} />
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
