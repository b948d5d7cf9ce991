import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { describeError } from '@shop/i18n';
import {
  FavouritePharmacyError,
  useFavouritePharmacyIds,
  useToggleFavouritePharmacy,
} from './use-favourite-pharmacies';

export interface PharmacyFavouriteToggleProps {
  pharmacyId: number;
  pharmacyName: string;
}

/** A customer's « favourite pharmacy » switch; visitors get one invitation above the list. */
export function PharmacyFavouriteToggle({
  pharmacyId,
  pharmacyName,
}: PharmacyFavouriteToggleProps) {
  const { t } = useLingui();
  const favourites = useFavouritePharmacyIds();
  const toggle = useToggleFavouritePharmacy();
  const messageId = useId();
  const mine = toggle.variables?.id === pharmacyId;
  const favourite =
    toggle.isPending && mine ? toggle.variables.favourite : favourites.has(pharmacyId);
  const error =
    mine && toggle.error instanceof FavouritePharmacyError
      ? describeError(toggle.error.code ?? 'favorite_add_failed')
      : null;

  return (
    <div className="pharmacy-favourite">
      <button
        type="button"
        className="pharmacy-favourite__button"
        aria-pressed={favourite}
        aria-describedby={error ? messageId : undefined}
        disabled={toggle.isPending && mine}
        onClick={() => toggle.mutate({ id: pharmacyId, favourite: !favourite })}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2 0 3.3 1 4.1 2.3h3C14.3 6 15.6 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21Z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        {t`Pharmacie favorite`}
        <span className="visually-hidden"> {pharmacyName}</span>
      </button>
      {error && (
        <p id={messageId} className="pharmacy-favourite__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
