import type { FastifyInstance } from 'fastify';
import shopRoutes from './shop';

/** Everything under `/api/v1` (SPEC.md §7). */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(shopRoutes);
}
