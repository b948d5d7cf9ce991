import { eq, sql } from 'drizzle-orm';
import type { User } from '@shop/api-client/contract';
import type { Passwords } from '../../auth/passwords';
import type { ShopDatabase } from '../../db/open-database';
import { users } from '../../db/schema';
import { withoutParameters } from './database-errors';

export type UserRow = typeof users.$inferSelect;

export function userReply(row: Pick<UserRow, 'id' | 'email'>): User {
  return { id: row.id, email: row.email };
}

/** The web account whose login is `email` (already lowercased), if any. */
export async function findUserByEmail(db: ShopDatabase, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(db: ShopDatabase, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserOfCustomer(
  db: ShopDatabase,
  customerId: number,
): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.customerId, customerId));
  return row ?? null;
}

/**
 * The account when `password` is its password; null otherwise, in the same time: an
 * unknown e-mail is checked against the nobody hash, so the timing does not tell them apart.
 */
export async function checkCredentials(
  db: ShopDatabase,
  passwords: Passwords,
  email: string,
  password: string,
): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const matches = await passwords.verify(password, user?.passwordHash);
  return user && matches ? user : null;
}

/**
 * Replaces the password hash of a user and moves its token version on, so that no token
 * issued before works any more. Answers the new version, for the caller's fresh token.
 */
export async function setPasswordHash(
  db: ShopDatabase,
  userId: number,
  passwordHash: string,
): Promise<number> {
  let row: { tokenVersion: number } | undefined;
  try {
    [row] = await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
  } catch (error) {
    throw withoutParameters(error);
  }
  if (!row) throw new Error(`user ${userId} does not exist`);
  return row.tokenVersion;
}

/** The version every token of the user must carry (checked on every call), if it exists. */
export async function findTokenVersion(db: ShopDatabase, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row?.tokenVersion ?? null;
}
