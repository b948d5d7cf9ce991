import type { FastifyInstance } from 'fastify';
import { CART } from '@shop/api-client/contract';
import { centsToEuros, shippingEstimate } from '@shop/domain';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import { findFirstOrderCode } from '../../../repositories/carts/cart-codes';
import { costsInEuros } from '../../../repositories/carts/cart-shipping';
import { crossSellProducts } from '../../../repositories/carts/cross-sell';
import { settleCart } from '../../../repositories/carts/settle-cart';
import { isFirstOrder } from '../../../repositories/customers/customer-reply';
import { withLockedCart } from './locked-cart';

/** `calculate-shipping`, `cross-sell` and the first-order check (SPEC.md §7 Cart). */
export default async function cartExtraRoutes(app: FastifyInstance) {
  route(app, CART.cartShipping, async (request) => {
    const data = await withLockedCart(app, request, request.params.token, async (tx, stored) => {
      const { shipping } = await settleCart(tx, stored, stored.draft, app.now());
      const estimate = shippingEstimate(shipping.costs);
      const firstOrderCode = shipping.firstOrderMadeFree
        ? await findFirstOrderCode(tx, app.now())
        : null;
      return {
        costs: costsInEuros(shipping.costs),
        shipping_estimate: estimate === null ? null : centsToEuros(estimate),
        discount: shipping.firstOrderMadeFree
          ? {
              description: 'Livraison à domicile offerte pour votre première commande',
              code: firstOrderCode?.promo.code ?? null,
            }
          : null,
      };
    });
    return { data };
  });

  route(app, CART.crossSell, async (request) => {
    const items = await withLockedCart(app, request, request.params.token, async (tx, stored) => {
      const { planId, reconciled } = await settleCart(tx, stored, stored.draft, app.now());
      const inCart = reconciled.lines.map((line) => line.productId);
      return planId === null ? [] : crossSellProducts(tx, planId, inCart, request.query.per_page);
    });
    return { data: { items, total: items.length } };
  });

  route(app, CART.checkPremiere, async (request) => {
    const { customerId } = authOf(request);
    const code = await findFirstOrderCode(app.db, app.now());
    const firstOrder = await isFirstOrder(app.db, customerId);
    return {
      data: { is_available: code !== null && firstOrder, code: code?.promo.code ?? null },
    };
  });
}
