import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ShopDatabase } from '../db/open-database';
import { serverSecrets } from '../db/schema';

const NAME = 'jwt_signing_key';

/**
 * The key that signs access tokens: `JWT_SECRET` when configured (what production requires,
 * config.ts), else generated once per database and kept there, so tokens survive a restart
 * and every instance on one PostgreSQL accepts the others' tokens.
 */
export async function loadSigningSecret(
  db: ShopDatabase,
  configured?: string,
): Promise<Uint8Array> {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('the signing key could not be stored');
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}
