import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { loginLocation } from '@shop/domain';
import { describeError } from '@shop/i18n';
import { isLoggedInAtom } from '../state';
import {
  FavouriteError,
  useFavouriteProductIds,
  useToggleFavouriteProduct,
} from './use-favourite-products';
import './favourite-toggle.css';

export interface FavouriteToggleProps {
  productId: number;
  productName: string;
}

/**
 * The heart of a product (SPEC.md §4: favourites for logged-in customers only). A visitor
 * pressing it is invited to log in and comes back to the same page afterwards.
 */
export function FavouriteToggle({ productId, productName }: FavouriteToggleProps) {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const favourites = useFavouriteProductIds();
  const toggle = useToggleFavouriteProduct();
  const [invited, setInvited] = useState(false);
  const messageId = useId();
  const location = useLocation();
  const pending = toggle.isPending && toggle.variables.productId === productId;
  const favourite = pending ? toggle.variables.favourite : favourites.has(productId);
  const error =
    toggle.error instanceof FavouriteError && toggle.variables?.productId === productId
      ? describeError(toggle.error.code ?? 'favorite_add_failed')
      : null;

  function onPress() {
    if (!loggedIn) {
      setInvited((shown) => !shown);
      return;
    }
    toggle.mutate({ productId, favourite: !favourite });
  }

  return (
    <div className="favourite-toggle">
      <button
        type="button"
        className="favourite-toggle__button"
        aria-pressed={loggedIn ? favourite : undefined}
        aria-expanded={loggedIn ? undefined : invited}
        aria-describedby={invited || error ? messageId : undefined}
        disabled={pending}
        onClick={onPress}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2 0 3.3 1 4.1 2.3h3C14.3 6 15.6 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21Z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span className="visually-hidden">
          {favourite
            ? t`Retirer ${productName} de mes favoris`
            : t`Ajouter ${productName} à mes favoris`}
        </span>
      </button>
      {invited && !loggedIn && (
        <p id={messageId} className="favourite-toggle__message" role="status">
          {t`Connectez-vous pour enregistrer vos produits favoris.`}{' '}
          <a href={loginLocation(location.href)}>{t`Se connecter`}</a>
        </p>
      )}
      {error && (
        <p id={messageId} className="favourite-toggle__message" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
