import type { FastifyInstance } from 'fastify';
import {
  CartShippingReplySchema,
  CartTokenParamsSchema,
  CommonQuerySchema,
  CrossSellQuerySchema,
  CrossSellReplySchema,
  PremiereCheckReplySchema,
  type CartTokenParams,
  type CrossSellQuery,
} from '@shop/api-client/contract';
import { centsToEuros, shippingEstimate } from '@shop/domain';
import { authOf } from '../../../plugins/authentication';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import { findFirstOrderCode } from '../../../repositories/carts/cart-codes';
import { costsInEuros } from '../../../repositories/carts/cart-shipping';
import { crossSellProducts } from '../../../repositories/carts/cross-sell';
import { settleCart } from '../../../repositories/carts/settle-cart';
import { isFirstOrder } from '../../../repositories/customers/customer-reply';
import { withLockedCart } from './locked-cart';

/** `calculate-shipping`, `cross-sell` and the first-order check (SPEC.md §7 Cart). */
export default async function cartExtraRoutes(app: FastifyInstance) {
  app.get<{ Params: CartTokenParams }>(
    '/cart/:token/calculate-shipping',
    {
      preHandler: app.optionalAuth,
      schema: {
        params: requestJsonSchema(CartTokenParamsSchema),
        querystring: requestJsonSchema(CommonQuerySchema),
        response: { 200: replyJsonSchema(CartShippingReplySchema) },
      },
    },
    async (request) => {
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
    },
  );

  app.get<{ Params: CartTokenParams; Querystring: CrossSellQuery }>(
    '/cart/:token/cross-sell',
    {
      preHandler: app.optionalAuth,
      schema: {
        params: requestJsonSchema(CartTokenParamsSchema),
        querystring: requestJsonSchema(CrossSellQuerySchema),
        response: { 200: replyJsonSchema(CrossSellReplySchema) },
      },
    },
    async (request) => {
      const items = await withLockedCart(app, request, request.params.token, async (tx, stored) => {
        const { planId, reconciled } = await settleCart(tx, stored, stored.draft, app.now());
        const inCart = reconciled.lines.map((line) => line.productId);
        return planId === null ? [] : crossSellProducts(tx, planId, inCart, request.query.per_page);
      });
      return { data: { items, total: items.length } };
    },
  );

  app.get(
    '/discount/check-premiere',
    {
      preHandler: app.requireAuth,
      schema: {
        querystring: requestJsonSchema(CommonQuerySchema),
        response: { 200: replyJsonSchema(PremiereCheckReplySchema) },
      },
    },
    async (request) => {
      const { customerId } = authOf(request);
      const code = await findFirstOrderCode(app.db, app.now());
      const firstOrder = await isFirstOrder(app.db, customerId);
      return {
        data: { is_available: code !== null && firstOrder, code: code?.promo.code ?? null },
      };
    },
  );
}
