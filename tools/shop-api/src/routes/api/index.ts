import type { FastifyInstance } from 'fastify';
import cartRoutes from './cart';
import catalogueRoutes from './catalogue';
import contentRoutes from './content';
import customerRoutes from './customer';
import formsRoutes from './forms';
import geographyRoutes from './geography';
import identityRoutes from './identity';
import ordersRoutes from './orders';
import shopRoutes from './shop';

/** Everything under `/api/v1` (SPEC.md §7). */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(shopRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(geographyRoutes);
  await app.register(identityRoutes);
  await app.register(customerRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(formsRoutes);
}
