import { nodeServerConfig } from '../build/node-server-config.ts';

export default nodeServerConfig({
  name: 'shop-api',
  // PGlite needs a few seconds to boot a fresh database.
  hookTimeout: 60_000,
  testTimeout: 30_000,
});
