import { nodeServerConfig } from '../../tools/build/node-server-config.ts';

export default nodeServerConfig({ name: 'gateway' });
