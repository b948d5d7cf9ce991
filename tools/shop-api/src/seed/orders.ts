import { eq, inArray } from 'drizzle-orm';
import { shownOrderStatus, type CarrierCode } from '@shop/domain';
import type { ShopDatabase } from '../db/open-database';
import { customers, orders } from '../db/schema';
import { FIRST_ORDER_CODE } from './codes';
import { DEMO_ACCOUNTS } from './customers/demo-accounts';
import { DEMO_ORDERS, type DemoOrder } from './orders/demo-orders';
import { insertOrder, type OrderProduct } from './orders/insert-order';
import {
  carrierBaseCosts,
  defaultAddresses,
  sellableProducts,
  someRelayPoint,
} from './orders/order-lookup';
import { createRandom, hashText, type Random } from './random';

/** `CMD-2026-900001`: the 900000s are the seed's, far from what validation numbers. */
function orderNumber(accountIndex: number, orderIndex: number, date: string): string {
  const serial = 900_000 + accountIndex * 100 + orderIndex + 1;
  return `CMD-${date.slice(0, 4)}-${serial}`;
}

/** A parcel number of the carrier's usual shape, the same at every seed. */
function trackingNumber(carrier: CarrierCode, number: string): string {
  const digits = String(hashText(number)).padStart(11, '0').slice(0, 11);
  return carrier === 'express' ? `XR${digits.slice(0, 9)}FR` : `6A${digits}`;
}

function linesFor(random: Random, catalogue: readonly OrderProduct[], count: number) {
  return random
    .sample(catalogue, count)
    .map((product) => ({ product, quantity: random.int(1, 3) }));
}

/** Paid card orders carry the provider's transaction id; cheques and unpaid orders none. */
function transactionIdOf(order: DemoOrder, number: string): string | null {
  const paid = ['paid', 'shipped'].includes(shownOrderStatus(order.status));
  return paid && order.paymentMethod === 'cb' ? `SBX-SEED-${number.slice(4)}` : null;
}

/**
 * The demo accounts' past orders: deterministic, and idempotent (an order whose
 * number exists is left alone). Customers come from seedCustomers; an account that is not
 * there yet, or has no address, gets no order.
 */
export async function seedOrders(tx: ShopDatabase): Promise<void> {
  const accounts = DEMO_ACCOUNTS.filter((account) => account.withOrders);
  const found = await tx
    .select({ id: customers.id, cegidId: customers.cegidId })
    .from(customers)
    .where(
      inArray(
        customers.cegidId,
        accounts.map((account) => account.cegidId),
      ),
    );
  if (found.length === 0) return;
  const catalogue = await sellableProducts(tx, 60);
  if (catalogue.length === 0) return;
  const [withdrawn] = await sellableProducts(tx, 1, { withdrawn: true });
  const baseCosts = await carrierBaseCosts(tx);

  for (const [accountIndex, account] of DEMO_ACCOUNTS.entries()) {
    const customer = found.find((row) => row.cegidId === account.cegidId);
    const plans = DEMO_ORDERS[account.cegidId] ?? [];
    if (!customer || !account.withOrders || plans.length === 0) continue;
    const addresses = await defaultAddresses(tx, customer.id);
    if (!addresses) continue;
    const relayPoint = await someRelayPoint(tx, addresses.delivery.zipcode);
    const random = createRandom(hashText(account.cegidId));

    for (const [orderIndex, plan] of plans.entries()) {
      const number = orderNumber(accountIndex, orderIndex, plan.date);
      // Drawn before the existence check, so a partial earlier run changes nothing.
      const lines = linesFor(random, catalogue, plan.products);
      if (plan.withdrawnProduct && withdrawn) lines.push({ product: withdrawn, quantity: 1 });
      const [existing] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.number, number));
      if (existing) continue;
      const shipped = plan.status === 'dispatched' || plan.status === 'delivered';
      await insertOrder(tx, {
        customerId: customer.id,
        number,
        status: plan.status,
        createdAt: new Date(plan.date),
        deliveredAt: plan.deliveredAt ? new Date(plan.deliveredAt) : null,
        channel: plan.channel,
        carrier: plan.carrier,
        carrierBaseCost: baseCosts.get(plan.carrier) ?? 0,
        paymentMethod: plan.paymentMethod,
        lines,
        firstOrder: plan.firstOrder,
        discountCode: plan.firstOrder ? FIRST_ORDER_CODE : null,
        billingAddress: addresses.billing,
        deliveryAddress: addresses.delivery,
        transactionId: transactionIdOf(plan, number),
        trackingNumber: shipped ? trackingNumber(plan.carrier, number) : null,
        relayPoint: plan.carrier === 'relay' ? relayPoint : null,
      });
    }
  }
}
