import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { readConfig } from './config';

/** Start-up failures end the process with one line an operator can act on. */
function stop(message: string): never {
  console.error(`gateway: ${message}`);
  process.exit(1);
}

const config = readConfig(process.env);
if (!config.ok) stop(config.message);
const { port, host, logLevel } = config.value;

/**
 * Lines go to stdout through a destination made here, written synchronously (a slow reader
 * holds the process back rather than letting lines pile up in memory) but in batches of
 * about 4 KB: one write per line was a system call per request, about 7% of the gateway's
 * CPU under autocannon in a CPU profile (--cpu-prof, `npm run bench`'s proxy conditions).
 * A quiet gateway's lines still show within a second, and whatever is batched is written
 * out when the process exits, however it exits (a synchronous pino destination registers
 * no exit handler of its own).
 */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_INTERVAL_MS = 1_000;
const stream = pino.destination({ dest: 1, sync: true, minLength: LOG_BATCH_BYTES });
setInterval(() => stream.flush(), LOG_FLUSH_INTERVAL_MS).unref();
process.on('exit', () => stream.flushSync());

const app = await buildApp({ ...config.value, logger: { level: logLevel, stream } }).catch(
  (error: Error) => stop(error.message),
);

/**
 * SIGTERM/SIGINT: `app.close()` stops accepting connections, lets the requests in flight
 * finish (a proxied call waits at most `UPSTREAM_TIMEOUT_MS`, 10 s by default), closes
 * keep-alive sockets as they turn idle, then Redis; the process exits 0. The delay is that
 * timeout plus 5 s to send the answer (15 s by default, under the 30 s most orchestrators
 * wait before SIGKILL); past it, or on a second signal, the process exits 1.
 */
const SHUTDOWN_DELAY_MS = config.value.upstreamTimeoutMs + 5_000;

closeWithGrace(
  { delay: SHUTDOWN_DELAY_MS, logger: { error: (message: unknown) => app.log.error(message) } },
  async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing: finishing the requests in flight');
    await app.close();
  },
);

try {
  await app.listen({ port, host });
} catch (error) {
  await app.close();
  stop(`cannot listen on ${host}:${port}: ${(error as Error).message}`);
}
app.log.info(`shop API: ${config.value.shopApiUrl.href}`);
// Whoever waits for "Server listening" (an orchestrator, the tests) need not wait a second.
stream.flush();
