/**
 * The fault: the shop API restarted once as an operator deploys it. SIGTERM (its graceful
 * close: close-with-grace lets requests in flight finish, 10 s at most), wait until the
 * process has exited, then start it again on the same port and the same PGlite folder, so
 * the gateway in front of it keeps its configuration. Times are read on the benchmark's
 * clock (milliseconds since the traffic began).
 */
import { startShopApi, type ShopApi } from '../support/servers.ts';

export interface RestartTimes {
  /** When SIGTERM was sent. */
  sigtermAtMs: number;
  /** When the old process had exited. */
  exitedAtMs: number;
  /** Its exit code, or the signal that ended it (SIGKILL: it did not close in 15 s). */
  exitCode: number | null;
  exitSignal: string | null;
  /** When the new process answered its health URL (polled every 100 ms). */
  healthyAgainAtMs: number;
  /** Starts tried: the port may be held a moment longer by the closing socket. */
  startAttempts: number;
}

const START_ATTEMPTS = 3;

export async function restartShopApi(
  shop: ShopApi,
  clock: () => number,
): Promise<{ shop: ShopApi; times: RestartTimes }> {
  const sigtermAtMs = clock();
  await shop.stop();
  const exitedAtMs = clock();

  let lastError: unknown;
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt += 1) {
    try {
      const restarted = await startShopApi({
        dataDir: shop.dataDir,
        port: shop.port,
        env: shop.env,
      });
      return {
        shop: restarted,
        times: {
          sigtermAtMs,
          exitedAtMs,
          exitCode: shop.child.exitCode,
          exitSignal: shop.child.signalCode,
          healthyAgainAtMs: clock(),
          startAttempts: attempt,
        },
      };
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`the shop API did not start again: ${String(lastError)}`);
}

/**
 * The traffic goes on at least this long after the shop API is healthy again, so a quick
 * run whose restart is slow (the 2-core machine busy) still shows the recovery.
 */
export const MIN_TRAFFIC_AFTER_RECOVERY_MS = 5_000;

/**
 * The restart at the midpoint of `durationMs` of traffic, and when the traffic then ends:
 * at `durationMs`, or later if the shop API came back too late to show its recovery.
 */
export async function restartAtMidpoint(
  shop: ShopApi,
  clock: () => number,
  durationMs: number,
): Promise<{ shop: ShopApi; times: RestartTimes; endsAtMs: number }> {
  await new Promise((resolve) => setTimeout(resolve, durationMs / 2));
  const restarted = await restartShopApi(shop, clock);
  const endsAtMs = Math.max(
    durationMs,
    restarted.times.healthyAgainAtMs + MIN_TRAFFIC_AFTER_RECOVERY_MS,
  );
  return { ...restarted, endsAtMs };
}
