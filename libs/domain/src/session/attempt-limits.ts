/**
 * Limits on guessing (SPEC.md §8 "too many attempts (retry later)"): pure rules over the
 * times (ms epoch) of earlier attempts; the caller keeps the times and passes `now`.
 */

/** Free attempts, then a wait that doubles with each further failure, up to a ceiling. */
export interface GrowingDelay {
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** From this many failures within the window on, the next attempt waits. */
  threshold: number;
  /** The wait after `threshold` failures; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
}

/**
 * When the next attempt may be made after these failures, or null when it may be made at
 * `now`. The wait runs from the last failure, so an attempt refused while it runs (and not
 * counted as a failure) never stretches it.
 */
export function retryAfterFailures(
  failures: readonly number[],
  rule: GrowingDelay,
  now: number,
): number | null {
  const recent = failures.filter((at) => at > now - rule.windowMs && at <= now);
  if (recent.length < rule.threshold) return null;
  const doublings = recent.length - rule.threshold;
  // 2^doublings overflows to Infinity long after the ceiling is reached: min() keeps it.
  const delay = Math.min(rule.firstDelayMs * 2 ** doublings, rule.maxDelayMs);
  const retryAt = Math.max(...recent) + delay;
  return retryAt > now ? retryAt : null;
}

/** At most `max` attempts within any `windowMs`. */
export interface AttemptQuota {
  max: number;
  windowMs: number;
}

/**
 * When one more attempt fits in the quota after these attempts, or null when it fits at
 * `now`: once the oldest attempts that fill it have left the window.
 */
export function retryAfterQuota(
  attempts: readonly number[],
  quota: AttemptQuota,
  now: number,
): number | null {
  const recent = attempts
    .filter((at) => at > now - quota.windowMs && at <= now)
    .sort((a, b) => a - b);
  if (recent.length < quota.max) return null;
  // One more fits when all but max - 1 of them have left the window.
  const leaving = recent[recent.length - quota.max] as number;
  return leaving + quota.windowMs;
}
