/**
 * Peer (c) of the proxy comparison: express 5 + http-proxy-middleware 4, set up as the
 * middleware's README shows (`app.use('/api', createProxyMiddleware({ target: '…/api' }))`,
 * so the path keeps its /api/v1) with what it advises for production: a keep-alive agent to
 * the upstream and no logger (the default logger is a no-op). The bench starts it with
 * NODE_ENV=production, as express's own performance advice asks. Env: PORT, UPSTREAM (the
 * shop API's origin).
 */
import { Agent } from 'node:http';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const port = Number(process.env.PORT);
const upstream = process.env.UPSTREAM;
if (!Number.isInteger(port) || !upstream) throw new Error('PORT and UPSTREAM are required');

const app = express();
app.use(
  '/api/v1',
  createProxyMiddleware({
    target: `${upstream}/api/v1`,
    changeOrigin: true,
    agent: new Agent({ keepAlive: true }),
  }),
);
app.listen(port, '127.0.0.1', (error) => {
  if (error) throw error;
});
