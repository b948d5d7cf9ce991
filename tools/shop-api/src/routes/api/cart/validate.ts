import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CartValidateRequest, CART } from '@shop/api-client/contract';
import {
  PAYMENT_METHODS,
  RELAY_CARRIER,
  centsToEuros,
  checkoutReadiness,
  shownOrderStatus,
  toNationalPhone,
  type CheckoutRequirement,
} from '@shop/domain';
import type { ShopDatabase } from '../../../db/open-database';
import { addresses, carriers, paymentMethods } from '../../../db/schema';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { authOf } from '../../../plugins/authentication';
import { lockCart } from '../../../repositories/carts/cart-rows';
import { isCarrierCode } from '../../../repositories/carts/cart-shipping';
import { orderFromCart } from '../../../repositories/carts/order-from-cart';
import { readStoredCart } from '../../../repositories/carts/settle-cart';
import { addressReply } from '../../../repositories/customers/customer-reply';
import { historyStatusOf } from '../../../repositories/orders/order-status';
import { relayPointCopy, type RelayPointCopy } from '../../../repositories/orders/relay-point-copy';

/** The request field each unmet checkout requirement points at. */
const FIELD_OF: Record<CheckoutRequirement, keyof CartValidateRequest> = {
  carrier_required: 'carrier',
  relay_point_required: 'relay_point_id',
  checkout_mobile_required: 'phone',
  delivery_address_required: 'shipping_address_id',
  billing_address_required: 'billing_address_id',
  payment_method_required: 'payment_method',
  sales_conditions_required: 'accept_terms',
};

const payable = new Set<string>(PAYMENT_METHODS);

/**
 * The payment method's kind as libs/domain's checkout names it (`card`, `wallet`,
 * `mobile_wallet`, `cheque`); an unknown code has none, so the checkout asks for a payment
 * method again.
 */
async function paymentKind(db: ShopDatabase, code: string | null | undefined) {
  if (!code) return null;
  const [row] = await db
    .select({ kind: paymentMethods.kind })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, code));
  return row && payable.has(row.kind) ? row.kind : null;
}

async function customerAddress(tx: ShopDatabase, customerId: number, id: number) {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  // Another customer's address is as unknown as a missing one.
  if (!row) throw new ApiError(404, 'address_not_found', 'Address not found');
  return addressReply(row);
}

async function relayPointOfOrder(tx: ShopDatabase, id: number): Promise<RelayPointCopy> {
  const copy = await relayPointCopy(tx, id);
  if (!copy) throw new ApiError(404, 'relay_point_not_found', 'Relay point not found');
  return copy;
}

/** `POST /cart/{token}/validate` (SPEC.md §7 Cart): the cart becomes an order, once. */
export default async function cartValidateRoutes(app: FastifyInstance) {
  route(app, CART.validateCart, async (request) => {
    const { customerId } = authOf(request);
    const { body } = request;
    const kind = await paymentKind(app.db, body.payment_method);
    const [carrier] = body.carrier
      ? await app.db
          .select({ code: carriers.code, cost: carriers.costCents })
          .from(carriers)
          .where(eq(carriers.code, body.carrier))
      : [];
    const readiness = checkoutReadiness({
      selectedCarrier: carrier?.code ?? null,
      phone: body.phone,
      selectedShippingAddress: body.shipping_address_id,
      selectedBillingAddress: body.billing_address_id,
      paymentBy: kind,
      selectedRelay: body.relay_point_id,
      salesConditionsAccepted: body.accept_terms,
    });
    if (!readiness.ready || !carrier || !isCarrierCode(carrier.code)) {
      const fields: Record<string, string> = {};
      for (const missing of readiness.missing) fields[FIELD_OF[missing]] = missing;
      throw new ApiError(400, 'invalid_input', 'The order is not ready', fields);
    }
    const carrierCode = carrier.code;

    const outcome = await app.db.transaction(async (tx) => {
      const now = app.now();
      const stored = await readStoredCart(
        tx,
        await lockCart(tx, request.params.token, customerId, now),
      );
      const deliveryAddress = await customerAddress(tx, customerId, body.shipping_address_id ?? 0);
      const billingAddress = await customerAddress(tx, customerId, body.billing_address_id ?? 0);
      const relayPoint =
        carrierCode === RELAY_CARRIER
          ? await relayPointOfOrder(tx, body.relay_point_id ?? 0)
          : null;
      return orderFromCart(
        tx,
        stored,
        {
          customerId,
          carrier: { code: carrierCode, baseCost: carrier.cost },
          deliveryAddress,
          billingAddress,
          relayPoint,
          paymentMethod: body.payment_method ?? '',
          phone: toNationalPhone(body.phone ?? '') ?? (body.phone ?? '').trim(),
          productNewsletterOptin: body.product_newsletter_optin,
        },
        now,
      );
    });
    if (outcome.kind === 'cart_updated') {
      throw new ApiError(409, 'cart_updated', 'The cart was updated: check it before ordering');
    }
    if (outcome.kind === 'cart_empty') {
      throw new ApiError(400, 'cart_empty', 'The cart is empty');
    }
    const { order } = outcome;
    const status = historyStatusOf(order.status);
    return {
      data: {
        order_id: order.id,
        number: order.number,
        status,
        shown_status: shownOrderStatus(status),
        total_with_taxes: centsToEuros(order.totalWithTaxes),
        payment_method: order.paymentMethod,
      },
    };
  });
}
