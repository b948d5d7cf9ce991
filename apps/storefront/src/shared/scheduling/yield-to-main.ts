/** `scheduler.yield()` where the browser has it (Chromium); the types of TypeScript's DOM lack it. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the task that is running: what awaits this goes on in a new one, once the browser has
 * done what was waiting (a tap, a frame). Long start-up work split this way leaves a phone
 * able to answer between its parts.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
