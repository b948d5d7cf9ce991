/**
 * Peer (e) of the proxy comparison: a bare Fastify with @fastify/http-proxy and nothing
 * else (no logger, no other plugin), the floor our gateway builds its features on: the
 * gap between the two is what those features cost. Env: PORT, UPSTREAM (the shop API's
 * origin).
 */
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const upstream = process.env.UPSTREAM;
if (!Number.isInteger(port) || !upstream) throw new Error('PORT and UPSTREAM are required');

const app = Fastify({ logger: false });
await app.register(proxy, { upstream, prefix: '/api/v1', rewritePrefix: '/api/v1' });
await app.listen({ port, host: '127.0.0.1' });
