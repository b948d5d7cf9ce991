import { and, asc, eq, gt } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { loginFailures } from '../../db/schema';

/**
 * Brute-force protection of the login (issue 5, SPEC.md §8 "too many attempts"): five
 * failures of one account, or twenty from one client address, within 15 minutes lock that
 * account or address out for 15 minutes from the failure that reached the limit. Attempts
 * refused by the lock are not counted, so the lock never stretches on its own.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCKOUT_MS = 15 * 60_000;
export const LOGIN_FAILURE_LIMITS = { account: 5, ip: 20 } as const;

export type LoginFailureScope = keyof typeof LOGIN_FAILURE_LIMITS;

/**
 * When the lock set by these failures (ms epoch, ascending) ends, or null when there is
 * none at `now`. Every run of `limit` failures within the window starts a lockout at its
 * last failure.
 */
export function lockoutEnd(failures: readonly number[], limit: number, now: number): number | null {
  let end: number | null = null;
  for (let last = limit - 1; last < failures.length; last += 1) {
    const first = failures[last - limit + 1] as number;
    const at = failures[last] as number;
    if (at - first < LOGIN_WINDOW_MS && at + LOGIN_LOCKOUT_MS > now) {
      end = Math.max(end ?? 0, at + LOGIN_LOCKOUT_MS);
    }
  }
  return end;
}

/** When the lock of one account (lowercased login) or one address ends; null if unlocked. */
export async function lockedUntil(
  db: ShopDatabase,
  scope: LoginFailureScope,
  key: string,
  now: number,
): Promise<number | null> {
  // A lock still running began within the lockout; its run began within a window before.
  const since = new Date(now - LOGIN_LOCKOUT_MS - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.scope, scope),
        eq(loginFailures.key, key),
        gt(loginFailures.failedAt, since),
      ),
    )
    .orderBy(asc(loginFailures.failedAt));
  return lockoutEnd(
    rows.map((row) => row.failedAt.getTime()),
    LOGIN_FAILURE_LIMITS[scope],
    now,
  );
}

/** Counts one failed login against the account and against the address. */
export async function recordLoginFailure(
  db: ShopDatabase,
  login: string,
  address: string,
  now: number,
): Promise<void> {
  const failedAt = new Date(now);
  await db.insert(loginFailures).values([
    { scope: 'account', key: login, failedAt },
    { scope: 'ip', key: address, failedAt },
  ]);
}

/**
 * A successful login forgets the account's failures (its owner knows the password); the
 * address keeps its own, or an attacker holding one account could try others freely.
 */
export async function clearAccountFailures(db: ShopDatabase, login: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, login)));
}
