import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import {
  retryAfterFailures,
  retryAfterQuota,
  type AttemptQuota,
  type GrowingDelay,
} from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { loginFailures } from '../../db/schema';

/**
 * Limits on guessing (SPEC.md §8 "too many attempts"), kept in
 * `login_failures` as one row per attempt that counts, by scope and key:
 * - `pair`: a failed login of one account from one client address. Waits grow for that
 *   address only: nobody can lock a customer out by failing on purpose from elsewhere.
 * - `ip`: a failed login from one address, any account: sweeping many accounts slows too.
 * - `captcha`: the digest of a captcha token spent on a failed login; the next attempt
 *   needs a fresh one, whatever the verifier (the dev one takes a token any number of times).
 * - `customer_code`: a customer-code lookup from one address (each tells a known code from
 *   an unknown one, as the spec needs), within a small quota.
 */
type AttemptScope = 'pair' | 'ip' | 'captcha' | 'customer_code';

/** Five failures of one account from one address, then 30 s, 60 s… at most 15 minutes. */
export const PAIR_LOGIN_DELAY: GrowingDelay = {
  windowMs: 24 * 3600_000,
  threshold: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
};

/** Twenty failures from one address within 15 minutes, whatever the accounts, then the same. */
export const ADDRESS_LOGIN_DELAY: GrowingDelay = {
  windowMs: 15 * 60_000,
  threshold: 20,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
};

/** A shopper needs two or three lookups to sign up with a code; a script needs thousands. */
export const CUSTOMER_CODE_QUOTA: AttemptQuota = { max: 10, windowMs: 10 * 60_000 };

/** One key per account and address: JSON keeps the two apart whatever the login holds. */
const pairKey = (login: string, address: string) => JSON.stringify([login, address]);

const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function attemptTimes(
  db: ShopDatabase,
  scope: AttemptScope,
  key: string,
  since: number,
): Promise<number[]> {
  const rows = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.scope, scope),
        eq(loginFailures.key, key),
        gt(loginFailures.failedAt, new Date(since)),
      ),
    );
  return rows.map((row) => row.failedAt.getTime());
}

/**
 * When the next login of `login` from `address` may be tried (ms epoch), or null when it
 * may be now: the later of the account-and-address wait and the address wait.
 */
export async function loginRetryAt(
  db: ShopDatabase,
  login: string,
  address: string,
  now: number,
): Promise<number | null> {
  const [pair, ip] = await Promise.all([
    attemptTimes(db, 'pair', pairKey(login, address), now - PAIR_LOGIN_DELAY.windowMs),
    attemptTimes(db, 'ip', address, now - ADDRESS_LOGIN_DELAY.windowMs),
  ]);
  const waits = [
    retryAfterFailures(pair, PAIR_LOGIN_DELAY, now),
    retryAfterFailures(ip, ADDRESS_LOGIN_DELAY, now),
  ].filter((at) => at !== null);
  return waits.length === 0 ? null : Math.max(...waits);
}

/**
 * Counts one failed login against the account from this address and against the address;
 * the captcha token it carried, if any, is spent.
 */
export async function recordLoginFailure(
  db: ShopDatabase,
  login: string,
  address: string,
  now: number,
  captchaToken?: string,
): Promise<void> {
  const failedAt = new Date(now);
  await db
    .insert(loginFailures)
    .values([
      { scope: 'pair', key: pairKey(login, address), failedAt },
      { scope: 'ip', key: address, failedAt },
      ...(captchaToken ? [{ scope: 'captcha', key: digestOf(captchaToken), failedAt }] : []),
    ]);
}

/** Whether this captcha token was already spent on a failed login. */
export async function captchaSpent(db: ShopDatabase, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: loginFailures.id })
    .from(loginFailures)
    .where(and(eq(loginFailures.scope, 'captcha'), eq(loginFailures.key, digestOf(token))))
    .limit(1);
  return row !== undefined;
}

/**
 * A successful login forgets the account's failures from that address (its owner is
 * there). Those from other addresses stay, or the owner's login would free an attacker's
 * guesses; the address keeps its own, or one account held would let it try others freely.
 */
export async function clearLoginFailures(
  db: ShopDatabase,
  login: string,
  address: string,
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.scope, 'pair'), eq(loginFailures.key, pairKey(login, address))));
}

/**
 * Counts a customer-code lookup from `address` when the quota allows it; otherwise the
 * time (ms epoch) when one more fits. Refused lookups are not counted.
 */
export async function takeCustomerCodeLookup(
  db: ShopDatabase,
  address: string,
  now: number,
): Promise<number | null> {
  const earlier = await attemptTimes(
    db,
    'customer_code',
    address,
    now - CUSTOMER_CODE_QUOTA.windowMs,
  );
  const retryAt = retryAfterQuota(earlier, CUSTOMER_CODE_QUOTA, now);
  if (retryAt !== null) return retryAt;
  await db
    .insert(loginFailures)
    .values({ scope: 'customer_code', key: address, failedAt: new Date(now) });
  return null;
}
