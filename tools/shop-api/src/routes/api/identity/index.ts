import type { FastifyInstance } from 'fastify';
import customerCodeRoutes from './customer-code';
import loggedRoutes from './logged';
import loginRoutes from './login';
import passwordCheckRoutes from './password-check';
import passwordRoutes from './passwords';
import signUpRoutes from './sign-up';

/** The identity calls (SPEC.md §7 Auth, and the customer's identity calls). */
export default async function identityRoutes(app: FastifyInstance) {
  await app.register(loginRoutes);
  await app.register(signUpRoutes);
  await app.register(customerCodeRoutes);
  await app.register(passwordRoutes);
  await app.register(passwordCheckRoutes);
  await app.register(loggedRoutes);
}
