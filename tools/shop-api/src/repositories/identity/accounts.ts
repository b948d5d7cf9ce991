import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { customers, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { violatedUniqueConstraint, withoutParameters } from './database-errors';
import type { UserRow } from './users';

/** What a sign-up form gives a customer, validated (SPEC.md §3 Customer/user). */
export interface CustomerProfile {
  civility: string;
  firstname: string;
  lastname: string;
  /** Lowercased. */
  email: string;
  /** `YYYY-MM-DD`. */
  birthday: string;
  phone: string | null;
  mobile: string | null;
  origin: string;
  optinHealthNewsletter: boolean;
  optinProductNewsletter: boolean;
  optinSms: boolean;
  optinDietNewsletter: boolean;
  optinFoundation: boolean;
}

/** Customer codes of web sign-ups: `W` and the row id on six digits (`W000042`). */
export function webCustomerCode(customerId: number): string {
  return `W${String(customerId).padStart(6, '0')}`;
}

const userAlreadyExists = () =>
  new ApiError(409, 'user_already_exists', 'An account already uses this e-mail');

/**
 * Whether `email` can become a login: 409 `user_already_exists` when it already is one;
 * 409 `email_already_used` when a customer of the laboratory (other than `ownCustomerId`)
 * holds it, who should sign up with their customer code instead. Customers are read
 * before users: a sign-up that commits its customer and its login between the two reads
 * is then seen as the login it made (on PostgreSQL, two sign-ups racing for one e-mail).
 */
export async function assertEmailFree(
  tx: ShopDatabase,
  email: string,
  ownCustomerId: number | null,
): Promise<void> {
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.email, email),
        ownCustomerId === null ? undefined : ne(customers.id, ownCustomerId),
      ),
    )
    .limit(1);
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (user) throw userAlreadyExists();
  if (customer) {
    throw new ApiError(409, 'email_already_used', 'Another customer account uses this e-mail');
  }
}

/** A new customer from a sign-up by e-mail, with a fresh web customer code. */
export async function createCustomer(tx: ShopDatabase, profile: CustomerProfile): Promise<number> {
  // The code is made of the id, which only the insert gives: a unique placeholder first.
  const [row] = await tx
    .insert(customers)
    .values({ ...profile, cegidId: `pending-${randomUUID()}` })
    .returning({ id: customers.id });
  if (!row) throw new Error('the customer was not stored');
  await tx
    .update(customers)
    .set({ cegidId: webCustomerCode(row.id) })
    .where(eq(customers.id, row.id));
  return row.id;
}

/**
 * A known customer signing up with its code: the form's answers replace what the file
 * held, except the last name, which matched it and keeps the file's spelling.
 */
export async function updateCustomerProfile(
  tx: ShopDatabase,
  customerId: number,
  profile: CustomerProfile,
): Promise<void> {
  await tx
    .update(customers)
    .set({ ...profile, lastname: undefined })
    .where(eq(customers.id, customerId));
}

/**
 * The web account of a customer. When another sign-up won the race: 409
 * `customer_already_has_user` for the same customer, `user_already_exists` for the e-mail.
 */
export async function createUser(
  tx: ShopDatabase,
  values: { email: string; passwordHash: string; customerId: number },
): Promise<UserRow> {
  try {
    const [row] = await tx.insert(users).values(values).returning();
    if (!row) throw new Error('the user was not stored');
    return row;
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.includes('customer')) {
      throw new ApiError(409, 'customer_already_has_user', 'This customer already has an account');
    }
    if (constraint !== null) throw userAlreadyExists();
    throw withoutParameters(error);
  }
}
