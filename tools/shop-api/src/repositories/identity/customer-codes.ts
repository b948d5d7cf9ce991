import { and, eq, ne } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { customers, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { normalizeSearchText } from '../search-text';

/**
 * The sign-up with a customer code (SPEC.md §2 /fr/inscription-par-code, §8): the code on
 * the laboratory's letters, confirmed by the last name, gives a web account to a customer
 * the laboratory already knows.
 */

export type CustomerRow = typeof customers.$inferSelect;

/**
 * Whether a typed last name is the one on file: without case, accents or ligatures, and
 * with any run of spaces as one and either apostrophe (`D’Arcy` = `d'arcy`).
 */
export function sameLastname(typed: string, onFile: string): boolean {
  const comparable = (name: string) =>
    normalizeSearchText(name.replaceAll('’', "'")).trim().replace(/\s+/g, ' ');
  return comparable(typed) === comparable(onFile);
}

/** `marie.durand@example.fr` → `m***@example.fr`: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

async function customerOfExactCode(db: ShopDatabase, code: string) {
  const [row] = await db.select().from(customers).where(eq(customers.cegidId, code));
  return row ?? null;
}

/**
 * The customer of a code; 404 `customer_code_unknown` when there is none. Codes are
 * printed in capitals: a typed `c100001` finds `C100001`.
 */
export async function customerOfCode(db: ShopDatabase, code: string): Promise<CustomerRow> {
  const typed = code.trim();
  const row =
    (await customerOfExactCode(db, typed)) ??
    (typed === typed.toUpperCase() ? null : await customerOfExactCode(db, typed.toUpperCase()));
  if (!row) {
    throw new ApiError(404, 'customer_code_unknown', 'Unknown customer code');
  }
  return row;
}

/** The customer of a code whose last name matches; 400 `lastname_mismatch` otherwise. */
export async function customerOfCodeAndLastname(
  db: ShopDatabase,
  code: string,
  lastname: string,
): Promise<CustomerRow> {
  const customer = await customerOfCode(db, code);
  if (!sameLastname(lastname, customer.lastname)) {
    throw new ApiError(400, 'lastname_mismatch', 'The last name does not match the customer code');
  }
  return customer;
}

/** The web account of the customer itself, if it has one. */
async function ownUserEmail(db: ShopDatabase, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.customerId, customerId));
  return row?.email ?? null;
}

/** Another customer's web account whose login is this customer's e-mail, if any. */
async function attachedUserEmail(db: ShopDatabase, customer: CustomerRow): Promise<string | null> {
  if (!customer.email) return null;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.email, customer.email.toLowerCase()), ne(users.customerId, customer.id)));
  return row?.email ?? null;
}

/** 409 `customer_already_has_user` when the customer already has a web account. */
export async function assertHasNoUser(db: ShopDatabase, customer: CustomerRow): Promise<void> {
  if (await ownUserEmail(db, customer.id)) {
    throw new ApiError(409, 'customer_already_has_user', 'This customer already has an account');
  }
}

/**
 * Whether the customer can still get a web account: none of its own (409
 * `customer_already_has_user`), and its e-mail not another account's login (409
 * `customer_already_attached`: the SPA offers to log in or reset that account's password).
 */
export async function assertCanSignUp(db: ShopDatabase, customer: CustomerRow): Promise<void> {
  await assertHasNoUser(db, customer);
  if (await attachedUserEmail(db, customer)) {
    throw new ApiError(
      409,
      'customer_already_attached',
      'The e-mail of this customer already belongs to an account',
    );
  }
}

/**
 * The login a customer with a web account (its own, or the one its e-mail is attached to)
 * should use, masked; 404 `username_not_found` when there is none.
 */
export async function maskedLoginOf(db: ShopDatabase, customer: CustomerRow): Promise<string> {
  const email = (await ownUserEmail(db, customer.id)) ?? (await attachedUserEmail(db, customer));
  if (!email) {
    throw new ApiError(404, 'username_not_found', 'No account is tied to this customer');
  }
  return maskEmail(email);
}
