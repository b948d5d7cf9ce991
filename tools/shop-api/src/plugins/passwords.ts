import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPasswords, type Passwords } from '../auth/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hashes at the configured cost (`PASSWORD_HASH_COST`) and checks passwords. */
    passwords: Passwords;
  }
}

/**
 * Password hashing at the cost of the configuration: production keeps scrypt's 2^15, the
 * tests and journeys run cheaper. The hash checked for unknown logins is made here, at
 * that same cost, so that timing still does not tell an unknown e-mail from a known one.
 */
async function passwords(app: FastifyInstance, options: { cost: number }) {
  app.decorate('passwords', await createPasswords(options.cost));
}

export default fp(passwords, { name: 'passwords' });
