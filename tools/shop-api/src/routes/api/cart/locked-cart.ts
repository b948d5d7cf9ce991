import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShopDatabase } from '../../../db/open-database';
import { ApiError } from '../../../http/api-error';
import { lockCart } from '../../../repositories/carts/cart-rows';
import { readStoredCart, type StoredCart } from '../../../repositories/carts/settle-cart';

/**
 * Runs `work` on the cart of `token` in one transaction, the cart row locked throughout:
 * two calls on one cart never interleave, so none loses the other's change.
 */
export function withLockedCart<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  work: (tx: ShopDatabase, stored: StoredCart) => Promise<T>,
): Promise<T> {
  return app.db.transaction(async (tx) => {
    const row = await lockCart(tx, token, request.auth?.customerId ?? null, app.now());
    return work(tx, await readStoredCart(tx, row));
  });
}

/** Codes and gifts of a paid cart stay as they were paid (SPEC.md §4 Cart). */
export function refuseIfPaid(stored: StoredCart): void {
  if (stored.paidOrderId !== null) {
    throw new ApiError(409, 'order_already_paid', 'This cart was already paid');
  }
}
