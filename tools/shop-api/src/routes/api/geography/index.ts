import type { FastifyInstance } from 'fastify';
import citiesRoutes from './cities';
import pointOfSaleRoutes from './point-of-sale';
import relayRoutes from './relay';
import reverseGeocodingRoutes from './reverse-geocoding';

/** The geography calls of SPEC.md §7. */
export default async function geographyRoutes(app: FastifyInstance) {
  await app.register(citiesRoutes);
  await app.register(pointOfSaleRoutes);
  await app.register(relayRoutes);
  await app.register(reverseGeocodingRoutes);
}
