import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ShopDatabase } from '../db/open-database';
import { refreshGrants } from '../db/schema';

/** How long remember-me keeps a customer logged in without a password. */
export const REFRESH_GRANT_TTL_MS = 30 * 24 * 3600_000;

/**
 * How long a grant that renewed a token still answers, with its successor: the calls a
 * page sends together carry the same expired token, and each must renew, not end the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export async function createRefreshGrant(
  db: ShopDatabase,
  userId: number,
  now: number,
): Promise<string> {
  const id = randomUUID();
  await db.insert(refreshGrants).values({
    id,
    userId,
    familyId: id,
    expiresAt: new Date(now + REFRESH_GRANT_TTL_MS),
    createdAt: new Date(now),
  });
  return id;
}

type GrantRow = typeof refreshGrants.$inferSelect;

async function findGrant(db: ShopDatabase, id: string): Promise<GrantRow | null> {
  const [row] = await db.select().from(refreshGrants).where(eq(refreshGrants.id, id));
  return row ?? null;
}

async function isUsable(db: ShopDatabase, id: string, now: number): Promise<boolean> {
  const grant = await findGrant(db, id);
  return grant !== null && grant.revokedAt === null && grant.expiresAt.getTime() > now;
}

/**
 * Renews with the grant `id` (remember-me after an access token expired): the grant the new
 * token is to carry, or null when remember-me is over. A usable grant is used up and
 * replaced by a new one of its family, with the family's expiry, so a copy of the old
 * token renews nothing once its owner renewed. A used grant presented again after the
 * grace means two holders: the whole family ends, whichever of them renewed first.
 */
export async function renewRefreshGrant(
  db: ShopDatabase,
  id: string,
  now: number,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    let grant = await findGrant(tx, id);
    if (grant === null || grant.expiresAt.getTime() <= now) return null;
    if (grant.revokedAt === null) {
      const successor = randomUUID();
      // The update decides between calls renewing at once: one replaces, the others follow.
      const [replaced] = await tx
        .update(refreshGrants)
        .set({ revokedAt: new Date(now), replacedBy: successor })
        .where(and(eq(refreshGrants.id, id), isNull(refreshGrants.revokedAt)))
        .returning({ id: refreshGrants.id });
      if (replaced) {
        await tx.insert(refreshGrants).values({
          id: successor,
          userId: grant.userId,
          familyId: grant.familyId,
          expiresAt: grant.expiresAt,
          createdAt: new Date(now),
        });
        return successor;
      }
      grant = await findGrant(tx, id);
      if (grant === null) return null;
    }
    if (grant.replacedBy === null || grant.revokedAt === null) return null;
    if (now - grant.revokedAt.getTime() < REFRESH_REUSE_GRACE_MS) {
      return (await isUsable(tx, grant.replacedBy, now)) ? grant.replacedBy : null;
    }
    await tx
      .update(refreshGrants)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(refreshGrants.familyId, grant.familyId), isNull(refreshGrants.revokedAt)));
    return null;
  });
}

/** Ends a remember-me (logout): the grant and the successor it may have been replaced by. */
export async function revokeRefreshGrant(db: ShopDatabase, id: string, now: number) {
  const family = db
    .select({ familyId: refreshGrants.familyId })
    .from(refreshGrants)
    .where(eq(refreshGrants.id, id));
  await db
    .update(refreshGrants)
    .set({ revokedAt: new Date(now) })
    .where(and(inArray(refreshGrants.familyId, family), isNull(refreshGrants.revokedAt)));
}

/** Ends every remember-me of a user (password change or reset). */
export async function revokeUserRefreshGrants(db: ShopDatabase, userId: number, now: number) {
  await db
    .update(refreshGrants)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshGrants.userId, userId), isNull(refreshGrants.revokedAt)));
}
