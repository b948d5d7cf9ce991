/**
 * The gateway's resident memory (VmRSS of /proc/<pid>/status) once a second, from the start
 * of the visitors' traffic to the end of the idle time after it: memory a render keeps
 * (a leak) shows as a level that does not come down once the traffic has stopped. The two
 * figures compared, warm and after the idle time, are each read right after a full garbage
 * collection asked through the gateway's inspector: read without it, they said when the
 * collector had last run (after idle ÷ warm gave 0.31, 1.03, 0.38 and 1.25 in four runs).
 */
import { readFile } from 'node:fs/promises';
import { round } from './timings.ts';

export interface RssSample {
  /** On the traffic's clock. */
  atMs: number;
  rssMiB: number;
}

export interface MemoryFigures {
  /** After a collection, once the traffic has run WARM_AFTER_MS: the gateway warmed up. */
  warmMiB: number | null;
  /** The last sample before the traffic stopped. */
  endOfTrafficMiB: number | null;
  peakMiB: number | null;
  /** After a collection, at the end of the idle time. */
  afterIdleMiB: number | null;
  /** afterIdleMiB ÷ warmMiB. */
  idleToWarm: number | null;
  samples: RssSample[];
}

export const WARM_AFTER_MS = 10_000;
const SAMPLE_EVERY_MS = 1_000;

export async function readRssMiB(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kiB = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kiB === undefined ? null : Number(kiB) / 1024;
}

/** Samples until `stop()`; a process gone (or no /proc) leaves no sample. */
export function sampleRss(pid: number, clock: () => number) {
  const samples: RssSample[] = [];
  const take = async () => {
    const atMs = Math.round(clock());
    const rssMiB = await readRssMiB(pid);
    if (rssMiB !== null) samples.push({ atMs, rssMiB: round(rssMiB) });
  };
  void take();
  const timer = setInterval(() => void take(), SAMPLE_EVERY_MS);
  return {
    samples,
    stop: async () => {
      clearInterval(timer);
      await take();
    },
  };
}

/**
 * A full garbage collection in the process whose inspector listens on `port` (started with
 * `--inspect=127.0.0.1:<port>`), through the DevTools protocol.
 */
export async function collectGarbage(port: number): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl?: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(url);
  try {
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', () => reject(new Error(`inspector at ${url}`)), {
        once: true,
      });
    });
    const answered = new Promise<void>((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const reply = JSON.parse(String(event.data)) as { id?: number; error?: unknown };
        if (reply.id !== 1) return;
        if (reply.error) reject(new Error(JSON.stringify(reply.error)));
        else resolve();
      });
    });
    socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    await answered;
  } finally {
    socket.close();
  }
}

/** The warm and after-idle readings, each taken right after a collection. */
export interface SettledRss {
  warmMiB: number | null;
  afterIdleMiB: number | null;
}

export function memoryFigures(
  samples: readonly RssSample[],
  trafficEndMs: number,
  settled: SettledRss,
): MemoryFigures {
  const endOfTraffic = samples.findLast((sample) => sample.atMs <= trafficEndMs);
  const peak = samples.length === 0 ? null : Math.max(...samples.map((sample) => sample.rssMiB));
  const { warmMiB, afterIdleMiB } = settled;
  return {
    warmMiB: warmMiB === null ? null : round(warmMiB),
    endOfTrafficMiB: endOfTraffic?.rssMiB ?? null,
    peakMiB: peak,
    afterIdleMiB: afterIdleMiB === null ? null : round(afterIdleMiB),
    idleToWarm:
      warmMiB && afterIdleMiB !== null ? Math.round((afterIdleMiB / warmMiB) * 1000) / 1000 : null,
    samples: [...samples],
  };
}
