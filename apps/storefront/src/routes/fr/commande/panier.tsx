import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../../features/cart';
import { pageHead } from '../../../shared/page';

/** Route `order_cart___fr`: the cart is read from its stored token in the page itself. */
export const Route = createFileRoute('/fr/commande/panier')({
  head: () =>
    pageHead(t`Mon panier`, t`Vos articles, vos codes avantage et le total de votre commande.`),
  component: CartPage,
});
