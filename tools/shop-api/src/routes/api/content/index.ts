import type { FastifyInstance } from 'fastify';
import engagementRoutes from './engagement';
import mediaRoutes from './media';
import pageRoutes from './pages';
import referenceRoutes from './reference';
import urlRoutes from './urls';

/**
 * The content calls of SPEC.md §7. The `x-maintenance` header is the maintenance plugin's
 * (plugins/maintenance.ts), registered at the root by app.ts so it reaches every reply.
 */
export default async function contentRoutes(app: FastifyInstance) {
  await app.register(referenceRoutes);
  await app.register(urlRoutes);
  await app.register(pageRoutes);
  await app.register(engagementRoutes);
  await app.register(mediaRoutes);
}
