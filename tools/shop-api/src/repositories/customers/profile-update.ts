import { and, eq, ne, sql } from 'drizzle-orm';
import type { Birthday, Optins } from '@shop/api-client/contract';
import { toNationalPhone } from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { customerOrigins, customers, users } from '../../db/schema';
import { violatedUniqueConstraint } from '../identity/database-errors';
import { writeOutbox } from '../outbox';
import { birthdayColumn } from './customer-reply';

/** A `PUT /customer` that passed the rules: only the fields sent. Empty text clears. */
export interface ProfileChanges {
  civility?: string;
  firstname?: string;
  lastname?: string;
  /** Lowercased (the domain's e-mail rule gives it so). */
  email?: string;
  birthday?: Birthday;
  phone?: string;
  mobile?: string;
  origin?: string;
  company_name?: string;
  siret?: string;
  optins?: Partial<Optins>;
}

/** Whether `code` is one of the `customer_origins` the profile form offers. */
export async function isKnownOrigin(db: ShopDatabase, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: customerOrigins.code })
    .from(customerOrigins)
    .where(eq(customerOrigins.code, code))
    .limit(1);
  return row !== undefined;
}

/** The e-mail (login) of the customer's web account; null without one. */
export async function findLogin(
  db: ShopDatabase,
  customerId: number,
): Promise<{ email: string; passwordHash: string } | null> {
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.customerId, customerId));
  return row ?? null;
}

const orNull = (text: string) => (text === '' ? null : text);
const phoneColumn = (phone: string) => (phone === '' ? null : toNationalPhone(phone));

type CustomerColumns = Partial<typeof customers.$inferInsert>;

/** The columns the changes write; a field not sent is not touched. */
function customerColumns(changes: ProfileChanges): CustomerColumns {
  const columns: CustomerColumns = {};
  if (changes.civility !== undefined) columns.civility = changes.civility;
  if (changes.firstname !== undefined) columns.firstname = changes.firstname;
  if (changes.lastname !== undefined) columns.lastname = changes.lastname;
  if (changes.birthday !== undefined) columns.birthday = birthdayColumn(changes.birthday);
  if (changes.phone !== undefined) columns.phone = phoneColumn(changes.phone);
  if (changes.mobile !== undefined) columns.mobile = phoneColumn(changes.mobile);
  if (changes.origin !== undefined) columns.origin = changes.origin;
  if (changes.company_name !== undefined) columns.companyName = orNull(changes.company_name);
  if (changes.siret !== undefined) columns.siret = orNull(changes.siret);
  const optins = changes.optins ?? {};
  if (optins.health_newsletter !== undefined) {
    columns.optinHealthNewsletter = optins.health_newsletter;
  }
  if (optins.product_newsletter !== undefined) {
    columns.optinProductNewsletter = optins.product_newsletter;
  }
  if (optins.sms !== undefined) columns.optinSms = optins.sms;
  if (optins.diet_newsletter !== undefined) columns.optinDietNewsletter = optins.diet_newsletter;
  if (optins.foundation !== undefined) columns.optinFoundation = optins.foundation;
  return columns;
}

/** Whether another account or another customer file already holds `email`. */
async function isEmailTaken(tx: ShopDatabase, customerId: number, email: string) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.customerId, customerId)))
    .limit(1);
  if (user) return true;
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    // The customer files' e-mails come from the laboratory, in any case.
    .where(and(sql`lower(${customers.email}) = ${email}`, ne(customers.id, customerId)))
    .limit(1);
  return customer !== undefined;
}

export type ProfileUpdate = 'updated' | 'customer_not_found' | 'email_already_used';

/**
 * Writes the changes of `PUT /customer` in one transaction. A new e-mail becomes the login
 * and the customer file's e-mail at once, and the former address is told (so a stolen
 * session that changed it does not go unnoticed). The caller has checked the rules, the
 * origin and, for an e-mail change, the current password.
 */
export async function updateCustomerProfile(
  db: ShopDatabase,
  customerId: number,
  changes: ProfileChanges,
): Promise<ProfileUpdate> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('update');
      if (!current) return 'customer_not_found';
      const columns = customerColumns(changes);
      const login = changes.email === undefined ? null : await findLogin(tx, customerId);
      if (changes.email !== undefined && login?.email !== changes.email) {
        if (await isEmailTaken(tx, customerId, changes.email)) return 'email_already_used';
        await tx
          .update(users)
          .set({ email: changes.email })
          .where(eq(users.customerId, customerId));
        columns.email = changes.email;
        if (login) {
          await writeOutbox(tx, {
            kind: 'email_changed',
            recipient: login.email,
            payload: { former_email: login.email, new_email: changes.email },
          });
        }
      }
      if (Object.keys(columns).length > 0) {
        await tx.update(customers).set(columns).where(eq(customers.id, customerId));
      }
      return 'updated';
    });
  } catch (error) {
    // Two customers taking the same new e-mail at once: the unique login decides.
    if (violatedUniqueConstraint(error) !== null) return 'email_already_used';
    throw error;
  }
}
