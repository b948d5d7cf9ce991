import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { passwordResets } from '../../db/schema';
import { writeOutbox } from '../outbox';
import type { UserRow } from './users';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 24 * 3600_000;

/** The SPA page the link opens (SPEC.md §2 Account: password reset). */
export const RESET_PAGE_PATH = '/fr/mot-de-passe-oublie-reinitialisation';

/** Where the notice to an address without an account sends its reader (SPEC.md §2 Account). */
export const SIGN_UP_PAGE_PATH = '/fr/inscription';

/** Only this is stored: whoever reads the table cannot use a link still valid. */
function digestOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Answers a reset request in the caller's transaction: the account of `email`, if any,
 * gets a link (a path: the mailer puts the shop's origin in front); an address without one
 * gets a notice saying so. Both make a token and queue one e-mail, so that neither the
 * reply nor its time tells whether the address has an account.
 */
export async function sendResetMail(
  tx: ShopDatabase,
  email: string,
  user: Pick<UserRow, 'id' | 'email'> | null,
  now: number,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = digestOf(token);
  const expiresAt = new Date(now + RESET_LINK_TTL_MS);
  if (!user) {
    await writeOutbox(tx, {
      kind: 'password_reset_no_account',
      recipient: email,
      payload: { sign_up_link: SIGN_UP_PAGE_PATH },
    });
    return;
  }
  await tx
    .insert(passwordResets)
    .values({ tokenHash, userId: user.id, expiresAt, createdAt: new Date(now) });
  await writeOutbox(tx, {
    kind: 'password_reset',
    recipient: user.email,
    payload: {
      link: `${RESET_PAGE_PATH}?token=${token}`,
      expires_at: expiresAt.toISOString(),
    },
  });
}

/**
 * Spends a reset link: the user it was sent to, or null when the link is unknown, already
 * used or expired at `now`. Every other link of that user ends with it: the newest e-mail
 * is not the only one a mailbox thief could hold.
 */
export async function spendResetLink(
  tx: ShopDatabase,
  token: string,
  now: number,
): Promise<number | null> {
  const [spent] = await tx
    .update(passwordResets)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(passwordResets.tokenHash, digestOf(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!spent) return null;
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date(now) })
    .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
  return spent.userId;
}
