import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { COUNTRY_CODE, centsToEuros } from '@shop/domain';
import { CountrySettingSchema, type ValidCheckOrder } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { countrySettings } from '../../db/schema';
import { findOrderOfCart } from './order-of-cart';
import { isAwaitingPayment, isPaidStatus, statusFields } from './order-status';
import { paymentKindOf } from './payment-methods';

const ContactSchema = CountrySettingSchema.entries.contact;

/** Where cheques go: the laboratory's contact of the country setting (only France). */
async function laboratoryAddress(db: ShopDatabase) {
  const [row] = await db
    .select({ contact: countrySettings.contact })
    .from(countrySettings)
    .where(eq(countrySettings.code, COUNTRY_CODE))
    .limit(1);
  if (!row) throw new Error('the country setting of the shop is missing');
  return v.parse(ContactSchema, row.contact).laboratory.address;
}

/**
 * The cheque order validated from the cart and how to pay it. It stays pending payment
 * until the cheque arrives (the laboratory's back office marks it paid; not part of this
 * API). Null when the cart led to no cheque order of the customer that can still be paid.
 */
export async function chequeInstructions(
  db: ShopDatabase,
  customerId: number,
  cartToken: string,
): Promise<ValidCheckOrder | null> {
  const order = await findOrderOfCart(db, customerId, cartToken);
  if (!order) return null;
  if (!isAwaitingPayment(order.status) && !isPaidStatus(order.status)) return null;
  if ((await paymentKindOf(db, order.paymentMethod)) !== 'cheque') return null;
  const address = await laboratoryAddress(db);
  return {
    order_id: order.id,
    number: order.number,
    ...statusFields(order.status),
    amount: centsToEuros(order.totalWithTaxes),
    cheque: { payee: address.name, address, reference: order.number },
  };
}
