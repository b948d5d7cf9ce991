import type { FastifyInstance } from 'fastify';
import catalogueMediaRoutes from './media';
import needAndBrandRoutes from './needs-brands';
import productRoutes from './products';
import searchAndReviewRoutes from './search';

/** The catalogue calls of SPEC.md §7, and the catalogue's generated pictures. */
export default async function catalogueRoutes(app: FastifyInstance) {
  await app.register(productRoutes);
  await app.register(needAndBrandRoutes);
  await app.register(searchAndReviewRoutes);
  await app.register(catalogueMediaRoutes);
}
