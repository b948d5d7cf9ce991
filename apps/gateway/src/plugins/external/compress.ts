import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `reply.compress()` for the server-rendered pages: gzip, or brotli for a client that
 * takes only that, each chunk of the stream flushed as it comes, so that the head still
 * leaves before the body's data arrives. Gzip first: flushed chunk by chunk, brotli cost
 * far more of the gateway's time than the bytes it saved (figures in
 * docs/decisions/server-rendered-first-page.md). Not global: the shell and the assets are
 * compressed at build time, and the API's replies pass through as the shop API sends them.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: false,
      encodings: ['gzip', 'br'],
      brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH },
      zlibOptions: { flush: constants.Z_SYNC_FLUSH },
    });
  },
  { name: 'compression' },
);
