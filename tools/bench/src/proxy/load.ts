/**
 * Load runs with autocannon's programmatic API, in the bench process. Every response's own
 * latency is kept from the instance's `response` event: autocannon measures it with
 * `process.hrtime` from the request's write to the end of its response (fractional ms,
 * lib/pipelinedRequestsQueue.js), whereas its result histogram keeps 1 ms buckets, too
 * coarse for a proxy that adds tenths of a millisecond. Percentiles come from those raw
 * values (support/stats.ts).
 *
 * Fixed rate: autocannon's rate option (`connectionRate`, and `overallRate`, which is only
 * split into per-connection rates) is a budget per connection per second, reset by a 1 s
 * timer and spent back to back (lib/httpClient.js). N connections of one instance therefore
 * all fire together at the top of each second: a burst N deep, then idle. To get a smooth
 * rate we run N instances of one connection each, at rate/N, started 1/N s apart: every
 * 1/N s one connection sends its share one request at a time, so requests hardly ever
 * overlap (no queueing in the target), though within that share they go back to back.
 * `peakInFlight` and `peakPer10Ms` show how smooth the run really was. Each instance stops
 * after rate/N × duration requests; the achieved rate counts, for each instance, the
 * responses that ended within the duration from its own start, so a target that falls
 * behind shows a lower rate.
 */
import autocannon from 'autocannon';
import { latencySummary, type LatencySummary } from '../support/stats.ts';

export interface RunFigures {
  /** Responses of any status. */
  responses: number;
  ok: number;
  non2xx: number;
  /** Connection errors and timeouts (autocannon counts timeouts among errors). */
  errors: number;
  timeouts: number;
  /** Responses whose body differed from the direct answer. */
  mismatches: number;
  elapsedSeconds: number;
  /** Responses by HTTP status, e.g. `{ "200": 9980, "503": 20 }`. */
  statuses: Record<string, number>;
  /** 2xx responses per second of the run. */
  okPerSecond: number;
  /** Responses of any status per second (a 503 from load shedding counts too). */
  answersPerSecond: number;
  /** Percentiles of the 2xx responses' raw latencies, ms. */
  latency: LatencySummary;
  /** Most requests in flight at once, from each response's end and duration. */
  peakInFlight: number;
  /** Most responses ending in one 10 ms window (a smooth 1,000 req/s gives about 10). */
  peakPer10Ms: number;
}

export interface SaturationLoad {
  url: string;
  connections: number;
  durationSeconds: number;
  expectBody: string;
}

export interface FixedRateLoad extends SaturationLoad {
  /** Requests per second over all connections. */
  rate: number;
}

/** What the response listeners collect over one or several instances of a run. */
class ResponseLog {
  latenciesMs: number[] = [];
  /** When each response ended and how long it took, ms (bench clock), any status. */
  endsMs: number[] = [];
  durationsMs: number[] = [];
  ok = 0;
  non2xx = 0;
  statuses: Record<string, number> = {};

  record(statusCode: number, responseTimeMs: number, endMs: number) {
    this.endsMs.push(endMs);
    this.durationsMs.push(responseTimeMs);
    this.statuses[statusCode] = (this.statuses[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) {
      this.ok += 1;
      this.latenciesMs.push(responseTimeMs);
    } else {
      this.non2xx += 1;
    }
  }
}

interface InstanceRun {
  result: autocannon.Result;
  /** Responses that ended before the instance's window closed. */
  inWindow: number;
}

/** Starts an instance now; the promise settles when it is done. */
function startInstance(
  options: autocannon.Options,
  log: ResponseLog,
  windowEndMs = Number.POSITIVE_INFINITY,
): Promise<InstanceRun> {
  let inWindow = 0;
  let responses = 0;
  return new Promise((resolve, reject) => {
    // The callback form returns the instance, whose events carry every response.
    const instance = autocannon(options, (error: unknown, result) =>
      error
        ? reject(error instanceof Error ? error : new Error(String(error)))
        : resolve({ result, inWindow }),
    );
    instance.on('response', (_client, statusCode, _resBytes, responseTimeMs) => {
      const endMs = performance.now();
      if (endMs < windowEndMs) inWindow += 1;
      log.record(statusCode, responseTimeMs, endMs);
      // All answered: stop now rather than when the connection's next second begins.
      responses += 1;
      if (responses === options.maxConnectionRequests) instance.stop();
    });
  });
}

function figures(log: ResponseLog, results: autocannon.Result[], elapsedMs: number): RunFigures {
  const sum = (pick: (result: autocannon.Result) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const elapsedSeconds = elapsedMs / 1000;
  return {
    responses: log.ok + log.non2xx,
    ok: log.ok,
    non2xx: log.non2xx,
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    mismatches: sum((result) => result.mismatches),
    elapsedSeconds,
    statuses: log.statuses,
    okPerSecond: log.ok / elapsedSeconds,
    answersPerSecond: (log.ok + log.non2xx) / elapsedSeconds,
    latency: latencySummary(log.latenciesMs),
    peakInFlight: peakInFlight(log.endsMs, log.durationsMs),
    peakPer10Ms: peakPerWindow(log.endsMs, 10),
  };
}

/** As many requests as the connections allow, for a duration. */
export async function saturate(load: SaturationLoad): Promise<RunFigures> {
  const log = new ResponseLog();
  const started = performance.now();
  const { result } = await startInstance(
    {
      url: load.url,
      connections: load.connections,
      duration: load.durationSeconds,
      expectBody: load.expectBody,
    },
    log,
  );
  return figures(log, [result], performance.now() - started);
}

export interface FixedRateFigures extends RunFigures {
  /** Responses per second within the nominal duration (see the header). */
  achievedRate: number;
}

/** `rate` requests per second, one connection per instance, instances staggered (above). */
export async function fixedRate(load: FixedRateLoad): Promise<FixedRateFigures> {
  const log = new ResponseLog();
  const stepMs = 1000 / load.connections;
  const started = performance.now();
  const runs: Promise<InstanceRun>[] = [];
  for (let index = 0; index < load.connections; index += 1) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, stepMs));
    // A rate that does not divide evenly goes to the first connections, as autocannon does.
    const connectionRate =
      Math.floor(load.rate / load.connections) + (index < load.rate % load.connections ? 1 : 0);
    const run = startInstance(
      {
        url: load.url,
        connections: 1,
        connectionRate,
        maxConnectionRequests: connectionRate * load.durationSeconds,
        // Only a safety net: the instance is stopped once its requests are answered…
        duration: load.durationSeconds + 5,
        // …which autocannon notices at its next sample tick: 100 ms rather than 1 s.
        sampleInt: 100,
        expectBody: load.expectBody,
      },
      log,
      performance.now() + load.durationSeconds * 1000,
    );
    runs.push(run);
  }
  const instances = await Promise.all(runs);
  const inWindow = instances.reduce((total, instance) => total + instance.inWindow, 0);
  return {
    ...figures(
      log,
      instances.map((instance) => instance.result),
      performance.now() - started,
    ),
    achievedRate: inWindow / load.durationSeconds,
  };
}

/** Sweeps request intervals [end - duration, end] for the largest overlap. */
function peakInFlight(endsMs: readonly number[], durationsMs: readonly number[]): number {
  const events: [time: number, delta: number][] = [];
  endsMs.forEach((end, index) => {
    events.push([end - (durationsMs[index] ?? 0), 1], [end, -1]);
  });
  // Ends before starts at the same instant: back-to-back requests do not overlap.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let current = 0;
  let peak = 0;
  for (const [, delta] of events) {
    current += delta;
    peak = Math.max(peak, current);
  }
  return peak;
}

function peakPerWindow(endsMs: readonly number[], windowMs: number): number {
  const counts = new Map<number, number>();
  for (const end of endsMs) {
    const window = Math.floor(end / windowMs);
    counts.set(window, (counts.get(window) ?? 0) + 1);
  }
  return Math.max(0, ...counts.values());
}
