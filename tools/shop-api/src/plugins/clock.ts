import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's clock (ms epoch). Every rule with a time limit reads it, so tests can move it. */
    now: () => number;
  }
}

async function clock(app: FastifyInstance, options: { now: () => number }) {
  app.decorate('now', options.now);
}

export default fp(clock, { name: 'clock' });
