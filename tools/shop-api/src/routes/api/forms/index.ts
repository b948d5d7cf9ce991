import type { FastifyInstance } from 'fastify';
import contactRoutes from './contact';
import newsletterRoutes from './newsletter';
import withdrawalRoutes from './withdrawal';

/**
 * The forms calls (SPEC.md §7 generic resources `contact`, `withdrawal`,
 * `newsletter`). Each one is open to visitors and links the request to the customer when a
 * token comes along; each checks the form with its libs/domain rule, then the
 * bot-protection token, and stores nothing unless both pass.
 */
export default async function formsRoutes(app: FastifyInstance) {
  await app.register(contactRoutes);
  await app.register(withdrawalRoutes);
  await app.register(newsletterRoutes);
}
