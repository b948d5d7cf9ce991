import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Address, Birthday, Customer } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { addresses, customers, orders } from '../../db/schema';

type AddressRow = typeof addresses.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

/** An address row as the calls answer it. */
export function addressReply(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    civility: row.civility,
    firstname: row.firstname,
    lastname: row.lastname,
    address_line_1: row.address1,
    address_line_2: row.address2,
    address_line_3: row.address3,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    mobile: row.mobile,
    delivery_information: row.deliveryInformation,
    is_invoice_default: row.isInvoiceDefault,
    is_delivery_default: row.isDeliveryDefault,
  };
}

function birthdayOf(date: string | null): Birthday | null {
  if (!date) return null;
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { day, month, year };
}

/** `YYYY-MM-DD` of a birthday, for the `date` column. */
export function birthdayColumn(birthday: Birthday | null): string | null {
  if (!birthday) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(birthday.year, 4)}-${pad(birthday.month, 2)}-${pad(birthday.day, 2)}`;
}

/** Whether the customer has no order yet (cancelled ones do not count). */
export async function isFirstOrder(db: ShopDatabase, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, 'cancelled')));
  return (row?.count ?? 0) === 0;
}

export function customerReply(
  row: CustomerRow,
  addressRows: readonly AddressRow[],
  firstOrder: boolean,
): Customer {
  return {
    id: row.id,
    cegid_id: row.cegidId,
    civility: row.civility,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    birthday: birthdayOf(row.birthday),
    phone: row.phone,
    mobile: row.mobile,
    origin: row.origin,
    company_name: row.companyName,
    siret: row.siret,
    optins: {
      health_newsletter: row.optinHealthNewsletter,
      product_newsletter: row.optinProductNewsletter,
      sms: row.optinSms,
      diet_newsletter: row.optinDietNewsletter,
      foundation: row.optinFoundation,
    },
    first_order: firstOrder,
    addresses: addressRows.map(addressReply),
  };
}

/** The customer with addresses, as every customer call answers; null when unknown. */
export async function findCustomerReply(
  db: ShopDatabase,
  customerId: number,
): Promise<Customer | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) return null;
  const addressRows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));
  return customerReply(row, addressRows, await isFirstOrder(db, customerId));
}
