import type { FastifyInstance } from 'fastify';
import catalogueRoutes from './catalogue';
import contentRoutes from './content';
import geographyRoutes from './geography';
import shopRoutes from './shop';

/** Everything under `/api/v1` (SPEC.md §7). */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(shopRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(geographyRoutes);
}
