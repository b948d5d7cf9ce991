import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { describeError } from '@shop/i18n';
import { HeartIcon } from '../../shared/catalogue';
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
        <HeartIcon filled={favourite} size={20} />
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
