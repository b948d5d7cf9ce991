import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ShopDatabase } from '../db/open-database';
import { refreshGrants } from '../db/schema';

/** How long remember-me keeps a customer logged in without a password. */
export const REFRESH_GRANT_TTL_MS = 30 * 24 * 3600_000;

export async function createRefreshGrant(
  db: ShopDatabase,
  userId: number,
  now: number,
): Promise<string> {
  const id = randomUUID();
  await db.insert(refreshGrants).values({
    id,
    userId,
    expiresAt: new Date(now + REFRESH_GRANT_TTL_MS),
    createdAt: new Date(now),
  });
  return id;
}

/** Whether the grant still renews tokens at `now`. */
export async function isRefreshGrantUsable(
  db: ShopDatabase,
  id: string,
  now: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshGrants.id })
    .from(refreshGrants)
    .where(
      and(
        eq(refreshGrants.id, id),
        isNull(refreshGrants.revokedAt),
        gt(refreshGrants.expiresAt, new Date(now)),
      ),
    );
  return row !== undefined;
}

export async function revokeRefreshGrant(db: ShopDatabase, id: string, now: number) {
  await db
    .update(refreshGrants)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshGrants.id, id), isNull(refreshGrants.revokedAt)));
}

/** Ends every remember-me of a user (password change or reset). */
export async function revokeUserRefreshGrants(db: ShopDatabase, userId: number, now: number) {
  await db
    .update(refreshGrants)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshGrants.userId, userId), isNull(refreshGrants.revokedAt)));
}
