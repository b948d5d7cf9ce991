import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `reply.compress()` for the server-rendered pages: brotli or gzip as the browser accepts,
 * each chunk of the stream flushed as it comes, so that the head still leaves before the
 * body's data arrives. Not global: the shell and the assets are compressed at build time,
 * and the API's replies pass through as the shop API sends them.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: false,
      encodings: ['br', 'gzip'],
      brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH },
      zlibOptions: { flush: constants.Z_SYNC_FLUSH },
    });
  },
  { name: 'compression' },
);
