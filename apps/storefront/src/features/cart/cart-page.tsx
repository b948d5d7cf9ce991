import { useLingui } from '@lingui/react/macro';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { CartDetail } from '@shop/api-client';
import {
  type CartNotice,
  cartNoticeAtom,
  isLoggedInAtom,
  orderStepAtom,
  useBrowserAtomValue,
} from '../../shared/state';
import { CartContent } from './cart-content';
import { CartEmpty } from './cart-empty';
import { CartNoticeBanner } from './cart-notice-banner';
import { useCurrentCart } from './use-current-cart';
import './cart.css';

/**
 * The notice to show: an order refused for want of stock first (the cart's reading then
 * says what is left of each product), else the shop's own on this reading of the cart,
 * else the one carried here.
 */
function noticeOf(
  detail: CartDetail | undefined,
  carried: CartNotice | null,
  left: (product: { name: string; quantity: number }) => string,
): CartNotice | null {
  const names = detail
    ? [
        ...detail.removed_products.flatMap((product) => (product.name ? [product.name] : [])),
        ...detail.adjusted_products.map(left),
      ]
    : [];
  if (carried?.code === 'insufficient_stock') return { ...carried, productNames: names };
  if (detail?.notice) return { code: detail.notice, productNames: names };
  return carried;
}

/** Lines a loading cart makes room for: one per article, up to three (a line may hold more). */
const pendingLines = (articleCount: number) => Math.min(Math.max(articleCount, 1), 3);

/**
 * `/fr/commande/panier` (SPEC.md §2 Checkout), the first step of the order: the cart's
 * lines to change, its codes and totals, what the shop changed in it, and the way on.
 */
export function CartPage() {
  const { t } = useLingui();
  const cart = useCurrentCart();
  const loggedIn = useBrowserAtomValue(isLoggedInAtom);
  const [carried, setCarried] = useAtom(cartNoticeAtom);
  const setStep = useSetAtom(orderStepAtom);
  useEffect(() => setStep(1), [setStep]);
  // A carried notice is said once: leaving the page drops it.
  useEffect(() => () => setCarried(null), [setCarried]);
  const notice = noticeOf(
    cart.detail,
    carried,
    ({ name, quantity }) => t`${name} : il en reste ${quantity}`,
  );
  const title = t`Mon panier`;

  return (
    <div className="page cart-page">
      <h1>{title}</h1>
      {notice && <CartNoticeBanner notice={notice} />}
      {cart.isPending ? (
        // As tall as the lines to come, so the page does not jump when they arrive.
        <div
          className={`cart-page__pending cart-page__pending--${pendingLines(cart.articleCount)}`}
        >
          <p role="status">{t`Chargement de votre panier…`}</p>
        </div>
      ) : cart.isError ? (
        <div role="alert" className="form-alert">
          <p className="form-alert__message">{t`Votre panier n’a pas pu être chargé.`}</p>
          <button type="button" className="button button--secondary" onClick={cart.refetch}>
            {t`Réessayer`}
          </button>
        </div>
      ) : cart.empty || !cart.detail || cart.detail.cart.list.length === 0 ? (
        <CartEmpty />
      ) : (
        <CartContent
          key={cart.detail.token}
          cached={cart.detail}
          cachedAt={cart.updatedAt}
          loggedIn={loggedIn}
        />
      )}
    </div>
  );
}
