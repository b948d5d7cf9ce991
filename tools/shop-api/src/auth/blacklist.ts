import { eq } from 'drizzle-orm';
import type { ShopDatabase } from '../db/open-database';
import { blacklistedTokens } from '../db/schema';
import type { AccessClaims } from './access-tokens';

/** Ends an access token before its expiry (logout, password change). */
export async function blacklistToken(db: ShopDatabase, claims: Pick<AccessClaims, 'jti' | 'exp'>) {
  await db
    .insert(blacklistedTokens)
    .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing();
}

export async function isTokenBlacklisted(db: ShopDatabase, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ jti: blacklistedTokens.jti })
    .from(blacklistedTokens)
    .where(eq(blacklistedTokens.jti, jti));
  return row !== undefined;
}
