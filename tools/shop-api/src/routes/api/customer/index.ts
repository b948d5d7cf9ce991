import type { FastifyInstance } from 'fastify';
import addressCoordinatesRoutes from './address-coordinates';
import addressRoutes from './addresses';
import favouritePointOfSaleRoutes from './favourite-points-of-sale';
import favouriteProductRoutes from './favourite-products';
import profileRoutes from './profile';

/** The customer calls (SPEC.md §7 Customer, Favourites, "address (token)"). */
export default async function customerRoutes(app: FastifyInstance) {
  await app.register(profileRoutes);
  await app.register(addressRoutes);
  await app.register(addressCoordinatesRoutes);
  await app.register(favouriteProductRoutes);
  await app.register(favouritePointOfSaleRoutes);
}
