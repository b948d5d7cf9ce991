/** What the server-rendered pages must show, each with why. */
export const GOALS = {
  /** A rendered product page must start arriving about as soon as the shell did. */
  concurrentTtfbP50Ms: 60,
  /** A page drawn with another visitor's name or cart leaks their data: never once. */
  foreignPages: 0,
  /** A shop API restart may cost pages while it lasts, and none before or after. */
  notOwnOutsideRestart: 0,
  /** Memory flat: after the idle time the gateway holds at most a quarter more than warm. */
  idleToWarmMax: 1.25,
} as const;

export type Verdict = 'met' | 'not met';

export const verdict = (met: boolean): Verdict => (met ? 'met' : 'not met');
