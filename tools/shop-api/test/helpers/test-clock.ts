/**
 * A clock the tests move by hand, for `buildApp({ now })`: token expiry, lockouts, reset
 * links and payment time limits are checked without waiting.
 */
export function createTestClock(start = Date.parse('2026-11-22T10:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
    set(ms: number) {
      current = ms;
    },
  };
}
