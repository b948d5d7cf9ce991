import type { FastifyInstance } from 'fastify';
import cartCodeRoutes from './codes';
import cartExtraRoutes from './extras';
import cartLineRoutes from './lines';
import cartValidateRoutes from './validate';

/** The cart calls (SPEC.md §7 Cart). */
export default async function cartRoutes(app: FastifyInstance) {
  await app.register(cartLineRoutes);
  await app.register(cartCodeRoutes);
  await app.register(cartExtraRoutes);
  await app.register(cartValidateRoutes);
}
