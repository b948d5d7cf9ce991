import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShopDatabase } from '../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: ShopDatabase;
  }
}

/** Makes the database the routes read and write available as `app.db`. */
async function database(app: FastifyInstance, options: { db: ShopDatabase }) {
  app.decorate('db', options.db);
}

export default fp(database, { name: 'database' });
