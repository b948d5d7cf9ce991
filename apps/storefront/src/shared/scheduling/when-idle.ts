/** Past this, an idle task runs even if the main thread never had a quiet moment. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `task` once the main thread has nothing else to do (soon, where the browser cannot
 * tell). Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
