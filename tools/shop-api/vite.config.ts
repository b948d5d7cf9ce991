import { nodeServerConfig } from '../build/node-server-config.ts';

export default nodeServerConfig(
  {
    name: 'shop-api',
    // PGlite needs a few seconds to boot a fresh database.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Vitest's default on 2 cores is one worker; this suite outlasts every other task of
    // the unit phase and would finish it alone on one core.
    maxWorkers: 2,
    // Each suite builds its own app on its own database copy; what isolation added was
    // importing the app again for each of the 71 files (~150 s of the ~290 s). A suite
    // injects what it watches (buildApp options), never a module mock.
    isolate: false,
    // Migrates and seeds one PGlite database, and one PostgreSQL database when
    // DATABASE_URL is set, that the suites then copy.
    globalSetup: ['test/helpers/seeded-templates.ts'],
  },
  // Grows a seeded catalogue for tools/bench.
  { 'grow-catalogue': 'src/cli/grow-catalogue.ts' },
);
