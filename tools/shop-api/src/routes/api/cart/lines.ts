import type { FastifyInstance } from 'fastify';
import { type CartUpdate, CART } from '@shop/api-client/contract';
import type { CartChange } from '@shop/domain';
import type { ShopDatabase } from '../../../db/open-database';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { createCart, lockCart } from '../../../repositories/carts/cart-rows';
import {
  NO_CHANGES,
  discountedProducts,
  readStoredCart,
  settleCart,
  type StoredCart,
} from '../../../repositories/carts/settle-cart';
import { applyChanges, cartChangesOf } from './elements';
import { withLockedCart } from './locked-cart';

/**
 * The reply of update and remove: a paid cart is left as it was and names its order
 * (SPEC.md §4 Cart); any other gets the changes and the shop's rules.
 */
async function changeCart(
  tx: ShopDatabase,
  stored: StoredCart,
  changes: readonly CartChange[],
  now: number,
): Promise<CartUpdate> {
  const paid = stored.paidOrderId !== null;
  const settled = await settleCart(
    tx,
    stored,
    paid ? stored.draft : applyChanges(stored, changes),
    now,
  );
  return {
    token: stored.row.token,
    cart: settled.payload,
    already_paid_order_id: stored.paidOrderId,
    ...(paid ? NO_CHANGES : settled.changes),
  };
}

/** `POST /cart/update`, `POST /cart/remove` and `GET /cart/{token}` (SPEC.md §7 Cart). */
export default async function cartLineRoutes(app: FastifyInstance) {
  route(app, CART.updateCart, async (request) => {
    const { body, query } = request;
    const changes = cartChangesOf(body.elements, body.mode);
    const customerId = request.auth?.customerId ?? null;
    const data = await app.db.transaction(async (tx) => {
      const now = app.now();
      const row = body.cart_token
        ? await lockCart(tx, body.cart_token, customerId, now)
        : await createCart(tx, body.shop_id ?? query.shop_id, customerId, now);
      return changeCart(tx, await readStoredCart(tx, row), changes, now);
    });
    return { data };
  });

  route(app, CART.removeFromCart, async (request) => {
    const { body } = request;
    const ids = [
      ...(body.element_id === undefined ? [] : [body.element_id]),
      ...(body.element_ids ?? []),
    ];
    if (ids.length === 0) {
      throw new ApiError(400, 'invalid_input', 'Name the products to remove', {
        element_ids: 'required',
      });
    }
    const changes = ids.map((productId): CartChange => ({ kind: 'remove', productId }));
    const data = await withLockedCart(app, request, body.cart_token, (tx, stored) =>
      changeCart(tx, stored, changes, app.now()),
    );
    return { data };
  });

  route(app, CART.getCart, async (request) => {
    const check = ['1', 'true'].includes(request.query.check_already_paid ?? '');
    const data = await withLockedCart(app, request, request.params.token, async (tx, stored) => {
      const settled = await settleCart(tx, stored, stored.draft, app.now());
      const paid = stored.paidOrderId !== null;
      return {
        token: stored.row.token,
        cart: settled.payload,
        discounted_products: await discountedProducts(tx, settled),
        already_paid_order_id: check ? stored.paidOrderId : null,
        ...(paid ? NO_CHANGES : settled.changes),
      };
    });
    return { data };
  });
}
