/**
 * The 3-D Secure challenge a card may ask for before the bank answers: a one-time code
 * the customer enters, with a life of its own, shorter than the payment's, and a few tries.
 */
export const THREE_DS_CHALLENGE_LIFE_MS = 5 * 60_000;
export const THREE_DS_CHALLENGE_ATTEMPTS = 3;

export type ThreeDsChallengeState =
  | { kind: 'none' }
  | { kind: 'open'; attemptsLeft: number; endsAt: number }
  /** Not passed: time ran out, or every try was a wrong code. */
  | { kind: 'failed'; reason: 'timeout' | 'attempts' };

/**
 * Where a challenge started at `startedAt` (ms epoch; null: none asked) stands at `now`,
 * after `attempts` wrong codes. The end of its life is already too late.
 */
export function threeDsChallengeState(
  challenge: { startedAt: number | null; attempts: number },
  now: number,
  lifeMs: number = THREE_DS_CHALLENGE_LIFE_MS,
): ThreeDsChallengeState {
  if (challenge.startedAt === null) return { kind: 'none' };
  if (challenge.attempts >= THREE_DS_CHALLENGE_ATTEMPTS) {
    return { kind: 'failed', reason: 'attempts' };
  }
  const endsAt = challenge.startedAt + lifeMs;
  if (now >= endsAt) return { kind: 'failed', reason: 'timeout' };
  return { kind: 'open', attemptsLeft: THREE_DS_CHALLENGE_ATTEMPTS - challenge.attempts, endsAt };
}
