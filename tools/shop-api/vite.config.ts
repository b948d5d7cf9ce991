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
    // Migrates and seeds one PGlite database, and one PostgreSQL database when
    // DATABASE_URL is set, that the suites then copy.
    globalSetup: ['test/helpers/seeded-templates.ts'],
  },
  // Grows a seeded catalogue for tools/bench.
  { 'grow-catalogue': 'src/cli/grow-catalogue.ts' },
);
