/**
 * `node dist/grow-catalogue.mjs <products>`: migrates and seeds the database the environment
 * names (SHOP_DATA_DIR or DATABASE_URL, as the server reads them), then adds generated
 * products until the catalogue holds that many. For benchmarks on a large catalogue; the
 * shop itself never runs it.
 */
import { readConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { seedExtraProducts } from '../seed/catalogue';
import { seedDatabase } from '../seed/seed-database';

const wanted = Number(process.argv[2]);
if (!Number.isSafeInteger(wanted) || wanted < 1) {
  console.error('usage: grow-catalogue <number of products>');
  process.exit(1);
}
const config = readConfig(process.env);
if (!config.ok) {
  console.error(`grow-catalogue: ${config.message}`);
  process.exit(1);
}

const { passwordHashCost, seedDemo } = config.value;

const database = await openDatabase(config.value);
try {
  await database.prepare(async (db) => {
    await seedDatabase(db, { passwordHashCost, demo: seedDemo });
    await seedExtraProducts(db, wanted);
  });
  console.log(`grow-catalogue: ${database.description} holds ${wanted} products or more`);
} finally {
  await database.close();
}
