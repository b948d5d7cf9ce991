import closeWithGrace from 'close-with-grace';
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

const app = await buildApp({ ...config.value, logger: { level: logLevel } }).catch((error: Error) =>
  stop(error.message),
);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  await app.close();
});

try {
  await app.listen({ port, host });
} catch (error) {
  await app.close();
  stop(`cannot listen on ${host}:${port}: ${(error as Error).message}`);
}
app.log.info(`shop API: ${config.value.shopApiUrl.href}`);
