import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { CartDetail } from '@shop/api-client';
import { routePath } from '@shop/domain';
import { EmptyState } from '../../shared/page';
import { AppLink, HrefLink } from '../../shared/routing';
import { cartNoticeAtom, isLoggedInAtom, type CartNotice } from '../../shared/state';
import { CartLineItem } from './cart-line-item';
import { CartNoticeBanner } from './cart-notice-banner';
import { CartTotals } from './cart-totals';
import { useCurrentCart } from './use-current-cart';
import './cart.css';

/** SPEC.md §4 Cart: a visitor is offered to log in to get back earlier cart items. */
const LOGIN_BACK_TO_CART = `${routePath('login___fr')}?redirect=${encodeURIComponent(routePath('order_cart___fr'))}`;

/** The shop's own notice on this reading of the cart, else the one carried here. */
function noticeOf(detail: CartDetail | undefined, carried: CartNotice | null): CartNotice | null {
  if (detail?.notice) {
    const names = [
      ...detail.removed_products.flatMap((product) => (product.name ? [product.name] : [])),
      ...detail.adjusted_products.map((product) => product.name),
    ];
    return { code: detail.notice, productNames: names };
  }
  return carried;
}

/**
 * `/fr/commande/panier` (SPEC.md §2 Checkout): the cart's lines and totals, and what the
 * shop changed in it. Editing quantities and codes, and going on to delivery, come with
 * the checkout (issue 10).
 */
export function CartPage() {
  const { t } = useLingui();
  const cart = useCurrentCart();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [carried, setCarried] = useAtom(cartNoticeAtom);
  // A carried notice is said once: leaving the page drops it.
  useEffect(() => () => setCarried(null), [setCarried]);
  const notice = noticeOf(cart.detail, carried);
  const lines = cart.detail?.cart.list ?? [];
  const title = t`Mon panier`;

  return (
    <div className="page cart-page">
      <h1>{title}</h1>
      {notice && <CartNoticeBanner notice={notice} />}
      {cart.isPending ? (
        <p role="status">{t`Chargement de votre panier…`}</p>
      ) : cart.isError ? (
        <div role="alert" className="form-alert">
          <p className="form-alert__message">{t`Votre panier n’a pas pu être chargé.`}</p>
          <button type="button" className="button button--secondary" onClick={cart.refetch}>
            {t`Réessayer`}
          </button>
        </div>
      ) : cart.empty || lines.length === 0 ? (
        <EmptyState title={t`Votre panier est vide.`}>
          <AppLink route="products___fr">{t`Découvrir nos produits`}</AppLink>
          {!loggedIn && (
            <p>
              <HrefLink href={LOGIN_BACK_TO_CART}>
                {t`Connectez-vous pour retrouver les articles de votre panier précédent.`}
              </HrefLink>
            </p>
          )}
        </EmptyState>
      ) : (
        <div className="cart-page__layout">
          <section aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="visually-hidden">{t`Articles`}</h2>
            <ul className="cart-lines">
              {lines.map((line) => (
                <CartLineItem key={`${line.id}-${line.offered}`} line={line} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="cart-totals-title" className="cart-page__summary">
            <h2 id="cart-totals-title">{t`Récapitulatif`}</h2>
            {cart.detail && <CartTotals cart={cart.detail.cart} />}
          </section>
        </div>
      )}
    </div>
  );
}
