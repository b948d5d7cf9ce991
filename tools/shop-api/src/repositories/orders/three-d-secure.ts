import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isCardPaymentExpired } from '@shop/domain';
import type { ShopDatabase } from '../../db/open-database';
import { cardPayments } from '../../db/schema';
import { challengeStateOf, lockOrder, reportCardOutcome } from './card-payments';

/** Six digits, as a bank's text message gives them. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

interface Timing {
  now: number;
  /** The payment's own life (the sandbox's expiry). */
  limitMs: number;
}

/** The payment of `token` read under its order's lock, or null when the token is unknown. */
async function lockedPayment(tx: ShopDatabase, token: string) {
  const [found] = await tx
    .select({ orderId: cardPayments.orderId })
    .from(cardPayments)
    .where(eq(cardPayments.token, token));
  const order = found && (await lockOrder(tx, found.orderId));
  if (!order) return null;
  const [payment] = await tx.select().from(cardPayments).where(eq(cardPayments.token, token));
  return payment ?? null;
}

export type ChallengeStart = 'started' | 'settled' | 'unknown';

/**
 * A card that asks for 3-D Secure opens the challenge of the payment: a one-time code the
 * sandbox shows as the bank's text message would carry it. Asked again (a double submit),
 * the challenge under way stays as it is, code and tries. A payment already answered, or
 * past its life (then settled expired), has no challenge to open.
 */
export async function startChallenge(
  db: ShopDatabase,
  token: string,
  { now, limitMs }: Timing,
): Promise<ChallengeStart> {
  const started = await db.transaction(async (tx): Promise<ChallengeStart | 'expired'> => {
    const payment = await lockedPayment(tx, token);
    if (!payment) return 'unknown';
    if (payment.settledAt !== null) return 'settled';
    if (isCardPaymentExpired(payment.startedAt.getTime(), now, limitMs)) return 'expired';
    if (payment.challengeStartedAt === null) {
      await tx
        .update(cardPayments)
        .set({ challengeCode: newCode(), challengeStartedAt: new Date(now), challengeAttempts: 0 })
        .where(eq(cardPayments.token, token));
    }
    return 'started';
  });
  if (started !== 'expired') return started;
  // Too late for any answer: settled as the bank's page would, expired.
  await reportCardOutcome(db, token, 'cancelled', { now, limitMs });
  return 'settled';
}

export type ChallengeAnswer =
  /** The payment is settled (the right code, the last wrong one, too late): back to the shop. */
  | { kind: 'settled' }
  /** A wrong code with tries left: the challenge page says so. */
  | { kind: 'wrong_code'; attemptsLeft: number }
  /** No challenge is open on that payment. */
  | { kind: 'no_challenge' }
  | { kind: 'unknown' };

const digitsOf = (code: string) => code.replace(/\s+/g, '');

/**
 * The code entered on the challenge page, judged at `now` under the order's lock: the
 * right one in time lets the bank accept (one charge: only the first answer counts); a
 * wrong one spends a try, the last one failing the authentication; after the challenge's
 * life, whatever the code, it failed. A failed challenge is the `3ds_failed` outcome.
 */
export async function answerChallenge(
  db: ShopDatabase,
  token: string,
  code: string,
  timing: Timing,
): Promise<ChallengeAnswer> {
  return db.transaction(async (tx) => {
    const payment = await lockedPayment(tx, token);
    if (!payment) return { kind: 'unknown' };
    if (payment.settledAt !== null) return { kind: 'settled' };
    const state = challengeStateOf(payment, timing.now);
    if (state.kind === 'none' || payment.challengeCode === null) return { kind: 'no_challenge' };
    if (state.kind === 'open' && digitsOf(code) === payment.challengeCode) {
      await reportCardOutcome(tx, token, 'accepted', timing);
      return { kind: 'settled' };
    }
    if (state.kind === 'open') {
      const attemptsLeft = state.attemptsLeft - 1;
      await tx
        .update(cardPayments)
        .set({ challengeAttempts: payment.challengeAttempts + 1 })
        .where(eq(cardPayments.token, token));
      if (attemptsLeft > 0) return { kind: 'wrong_code', attemptsLeft };
    }
    await reportCardOutcome(tx, token, '3ds_failed', timing);
    return { kind: 'settled' };
  });
}
