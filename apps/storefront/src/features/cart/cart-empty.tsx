import { useLingui } from '@lingui/react/macro';
import { routePath } from '@shop/domain';
import { EmptyState } from '../../shared/page';
import { AppLink } from '../../shared/routing';
import { isLoggedInAtom, useBrowserAtomValue } from '../../shared/state';

/** SPEC.md §4 Cart: a visitor is offered to log in to get back earlier cart items. */
const LOGIN_BACK_TO_CART = { redirect: routePath('order_cart___fr') };

/** No line: products to discover and, for a visitor, the way back to an earlier cart. */
export function CartEmpty() {
  const { t } = useLingui();
  const loggedIn = useBrowserAtomValue(isLoggedInAtom);
  return (
    <EmptyState title={t`Votre panier est vide.`}>
      <AppLink to="/fr/produits/$">{t`Découvrir nos produits`}</AppLink>
      {!loggedIn && (
        <p>
          <AppLink to="/fr/connexion" search={LOGIN_BACK_TO_CART}>
            {t`Connectez-vous pour retrouver les articles de votre panier précédent.`}
          </AppLink>
        </p>
      )}
    </EmptyState>
  );
}
