import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { loginLocation } from '@shop/domain';
import { describeError } from '@shop/i18n';
import { isLoggedInAtom, useBrowserAtomValue } from '../state';
import { HeartIcon } from './heart-icon';
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
  const loggedIn = useBrowserAtomValue(isLoggedInAtom);
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
    <div className="favourite-toggle script-only">
      <button
        type="button"
        className="favourite-toggle__button"
        aria-pressed={loggedIn ? favourite : undefined}
        aria-expanded={loggedIn ? undefined : invited}
        aria-describedby={invited || error ? messageId : undefined}
        disabled={pending}
        onClick={onPress}
      >
        <HeartIcon filled={favourite} size={22} />
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
