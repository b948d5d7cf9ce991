/**
 * The gateway's resident memory (VmRSS of /proc/<pid>/status) once a second, from the start
 * of the visitors' traffic to the end of the idle time after it: memory a render keeps
 * (a leak) shows as a level that does not come down once the traffic has stopped.
 */
import { readFile } from 'node:fs/promises';
import { round } from './timings.ts';

export interface RssSample {
  /** On the traffic's clock. */
  atMs: number;
  rssMiB: number;
}

export interface MemoryFigures {
  /** The first sample once the traffic has run WARM_AFTER_MS: the gateway warmed up. */
  warmMiB: number | null;
  /** The last sample before the traffic stopped. */
  endOfTrafficMiB: number | null;
  peakMiB: number | null;
  /** The last sample, after the idle time. */
  afterIdleMiB: number | null;
  /** afterIdleMiB ÷ warmMiB. */
  idleToWarm: number | null;
  samples: RssSample[];
}

export const WARM_AFTER_MS = 10_000;
const SAMPLE_EVERY_MS = 1_000;

async function readRssMiB(pid: number): Promise<number | null> {
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

export function memoryFigures(samples: readonly RssSample[], trafficEndMs: number): MemoryFigures {
  const warm = samples.find((sample) => sample.atMs >= WARM_AFTER_MS);
  const endOfTraffic = samples.findLast((sample) => sample.atMs <= trafficEndMs);
  const afterIdle = samples.at(-1);
  const peak = samples.length === 0 ? null : Math.max(...samples.map((sample) => sample.rssMiB));
  return {
    warmMiB: warm?.rssMiB ?? null,
    endOfTrafficMiB: endOfTraffic?.rssMiB ?? null,
    peakMiB: peak,
    afterIdleMiB: afterIdle?.rssMiB ?? null,
    idleToWarm:
      warm && afterIdle ? Math.round((afterIdle.rssMiB / warm.rssMiB) * 1000) / 1000 : null,
    samples: [...samples],
  };
}
