import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Address } from '@shop/api-client/contract';
import {
  checkAddressDeletion,
  toNationalPhone,
  type AddressForm,
  type ZipcodeLookup,
} from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { addresses, customers } from '../../db/schema';
import { findCitiesByZipcode } from '../geography/places';
import { addressReply } from './customer-reply';

type AddressRow = typeof addresses.$inferSelect;

/**
 * The cities lookup the address rule of libs/domain reads (`createAddressSchema`), made here
 * as `GET /cities` makes it, for the postcode the caller sent. Something that is not five
 * digits is not looked up: no lookup already fails the rule.
 */
export async function zipcodeLookupOf(
  db: ShopDatabase,
  zipcode: unknown,
): Promise<ZipcodeLookup | null> {
  if (typeof zipcode !== 'string') return null;
  const trimmed = zipcode.trim();
  if (!/^\d{5}$/.test(trimmed)) return null;
  return { zipcode: trimmed, cities: await findCitiesByZipcode(db, trimmed) };
}

/** `GET /address`: the customer's addresses, oldest first. */
export async function listAddresses(db: ShopDatabase, customerId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));
  return rows.map(addressReply);
}

/** The row of address `id` when it is the customer's; null otherwise, whoever owns it. */
export async function findOwnAddressRow(
  db: ShopDatabase,
  customerId: number,
  id: number,
): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return row ?? null;
}

/** The stored spelling of an optional field: empty is null, numbers as ten digits. */
const orNull = (text: string) => (text === '' ? null : text);
const phoneColumn = (phone: string) => (phone === '' ? null : toNationalPhone(phone));

/** The columns a validated address form fills (the default flags apart). */
function addressColumns(form: AddressForm) {
  return {
    label: form.label,
    civility: form.civility,
    firstname: form.firstname,
    lastname: form.lastname,
    address1: form.address_line_1,
    address2: orNull(form.address_line_2),
    address3: orNull(form.address_line_3),
    zipcode: form.zipcode,
    city: form.city,
    country: form.country,
    phone: phoneColumn(form.phone),
    mobile: phoneColumn(form.mobile),
    deliveryInformation: orNull(form.delivery_information),
  };
}

/**
 * Takes the customer's row lock: address writes of one customer run one after the other,
 * so two first addresses created at once cannot both become the defaults, nor two
 * addresses both keep a flag. False when the customer does not exist.
 */
async function lockCustomer(tx: ShopDatabase, customerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row !== undefined;
}

/** Clears the flags being moved to `keepId` on the customer's other addresses. */
async function clearOtherDefaults(
  tx: ShopDatabase,
  customerId: number,
  keepId: number,
  flags: { invoice: boolean; delivery: boolean },
): Promise<void> {
  const others = and(eq(addresses.customerId, customerId), ne(addresses.id, keepId));
  if (flags.invoice) {
    await tx.update(addresses).set({ isInvoiceDefault: false }).where(others);
  }
  if (flags.delivery) {
    await tx.update(addresses).set({ isDeliveryDefault: false }).where(others);
  }
}

/**
 * Stores a new address of the customer and returns its id; null when the customer does not
 * exist. The first address is both defaults; a flag set on a later one moves it there.
 */
export async function createAddress(
  db: ShopDatabase,
  customerId: number,
  form: AddressForm,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return null;
    const [existing] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.customerId, customerId));
    const first = (existing?.n ?? 0) === 0;
    const flags = {
      invoice: first || form.is_invoice_default,
      delivery: first || form.is_delivery_default,
    };
    const [created] = await tx
      .insert(addresses)
      .values({
        ...addressColumns(form),
        customerId,
        isInvoiceDefault: flags.invoice,
        isDeliveryDefault: flags.delivery,
      })
      .returning({ id: addresses.id });
    if (!created) throw new Error('the address was not stored');
    await clearOtherDefaults(tx, customerId, created.id, flags);
    return created.id;
  });
}

/**
 * Replaces address `id` of the customer with `form`; false when it is not the customer's.
 * A flag set moves here; a flag unset is ignored (a default moves, it never disappears).
 * A new postcode or city forgets the position the coordinates call stored.
 */
export async function updateAddress(
  db: ShopDatabase,
  customerId: number,
  id: number,
  form: AddressForm,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return false;
    const row = await findOwnAddressRow(tx, customerId, id);
    if (!row) return false;
    const columns = addressColumns(form);
    const moved = columns.zipcode !== row.zipcode || columns.city !== row.city;
    const flags = {
      invoice: row.isInvoiceDefault || form.is_invoice_default,
      delivery: row.isDeliveryDefault || form.is_delivery_default,
    };
    await tx
      .update(addresses)
      .set({
        ...columns,
        isInvoiceDefault: flags.invoice,
        isDeliveryDefault: flags.delivery,
        ...(moved ? { lat: null, lon: null } : {}),
      })
      .where(eq(addresses.id, id));
    await clearOtherDefaults(tx, customerId, id, {
      invoice: form.is_invoice_default,
      delivery: form.is_delivery_default,
    });
    return true;
  });
}

export type AddressDeletion = 'deleted' | 'not_found' | 'address_is_default';

/**
 * Deletes address `id` of the customer, unless it is the default billing or delivery
 * address (SPEC.md §8, libs/domain's `checkAddressDeletion`).
 */
export async function deleteAddress(
  db: ShopDatabase,
  customerId: number,
  id: number,
): Promise<AddressDeletion> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return 'not_found';
    const row = await findOwnAddressRow(tx, customerId, id);
    if (!row) return 'not_found';
    const check = checkAddressDeletion(addressReply(row));
    if (!check.ok) return check.code;
    await tx.delete(addresses).where(eq(addresses.id, id));
    return 'deleted';
  });
}
