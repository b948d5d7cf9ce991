import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/open-database';
import { seedDatabase } from './seed/seed-database';

/** Start-up failures end the process with one line an operator can act on. */
function stop(message: string): never {
  console.error(`shop-api: ${message}`);
  process.exit(1);
}

const config = readConfig(process.env);
if (!config.ok) stop(config.message);
const {
  port,
  host,
  logLevel,
  maintenance,
  captcha,
  paymentExpiryMs,
  passwordHashCost,
  testRoutes,
  seedDemo,
  trustedProxies,
  jwtSecret,
  smtpUrl,
} = config.value;

const database = await openDatabase(config.value).catch((error: Error) =>
  stop(`cannot open the database: ${error.message}`),
);
await database
  .prepare((db) => seedDatabase(db, { passwordHashCost, demo: seedDemo }))
  .catch((error: Error) =>
    stop(`cannot migrate or seed ${database.description}: ${error.message}`),
  );

const app = await buildApp({
  db: database.db,
  logger: { level: logLevel, redact: ['req.headers.authorization', 'req.body.password'] },
  maintenance,
  captcha,
  paymentExpiryMs,
  passwordHashCost,
  testRoutes,
  trustedProxies,
  jwtSecret,
  smtpUrl,
});
app.addHook('onClose', () => database.close());

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
app.log.info(`database: ${database.description}`);
