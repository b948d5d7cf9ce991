/**
 * The five targets of the proxy comparison, each its own process on loopback, all in front
 * of one built shop API: (a) the shop API itself, (b) our gateway as deployed, (c) express +
 * http-proxy-middleware, (d) nginx, (e) bare Fastify + @fastify/http-proxy. A peer that
 * cannot start is reported as skipped with its reason; (a) and (b) are the benchmark.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  removeDataDir,
  startGateway,
  startProcess,
  freePort,
  startShopApi,
  type RunningProcess,
  type ShopApi,
} from '../support/servers.ts';
import type { Cleanup } from './cleanup.ts';
import { NGINX_BINARY, nginxVersion, startNginx } from './nginx.ts';

/** Answers `{"data":{"active":false}}` with no database work: the proxies' own cost shows. */
export const ROUTE = '/api/v1/maintenance';

export const TARGET_KEYS = ['direct', 'gateway', 'express', 'nginx', 'fastify'] as const;
export type TargetKey = (typeof TARGET_KEYS)[number];

export const TARGET_LABELS: Record<TargetKey, string> = {
  direct: '(a) shop API direct',
  gateway: '(b) our gateway',
  express: '(c) express + http-proxy-middleware',
  nginx: '(d) nginx proxy_pass',
  fastify: '(e) bare Fastify + @fastify/http-proxy',
};

export interface Target {
  key: TargetKey;
  /** The measured URL: the target's origin and ROUTE. */
  url: string;
}

export interface Targets {
  running: Target[];
  /** Why a target is not measured. */
  skipped: Partial<Record<TargetKey, string>>;
  /** The shop API's answer on ROUTE, which every target must pass on unchanged. */
  expectedBody: string;
  nginxVersion?: string;
  nginxWorkers?: number;
}

const peersDir = join(import.meta.dirname, 'peers');

async function startNodePeer(name: string, script: string, upstream: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const running = await startProcess({
    name,
    command: process.execPath,
    args: [join(peersDir, script)],
    env: { ...process.env, PORT: String(port), UPSTREAM: upstream, NODE_ENV: 'production' },
    healthUrl: `${url}${ROUTE}`,
  });
  return { ...running, url };
}

/** The answer of one target on ROUTE, which must be the shop API's own. */
async function checkAnswer(url: string, expectedBody: string): Promise<string | undefined> {
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200) return `answered ${response.status} on ${ROUTE}`;
  if (body !== expectedBody) return `answered ${body.slice(0, 80)} instead of ${expectedBody}`;
  return undefined;
}

/** Starts every target; each is registered with `cleanup` as soon as it runs. */
export async function startTargets(cleanup: Cleanup): Promise<Targets> {
  // Our own folder, registered before the shop API starts: a signal during its start-up
  // must not leave it behind.
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
  cleanup.add(() => removeDataDir(dataDir));
  const shop: ShopApi = await startShopApi({ dataDir });
  cleanup.add(() => shop.stop());
  const direct = `http://127.0.0.1:${shop.port}`;
  const first = await fetch(`${direct}${ROUTE}`);
  const expectedBody = await first.text();
  if (first.status !== 200) throw new Error(`the shop API answered ${first.status} on ${ROUTE}`);

  const gateway = await startGateway(shop.apiUrl);
  cleanup.add(() => gateway.stop());
  const origins: Partial<Record<TargetKey, string>> = { direct, gateway: gateway.url };
  const skipped: Partial<Record<TargetKey, string>> = {};

  const optional = async (
    key: TargetKey,
    start: () => Promise<RunningProcess & { url: string }>,
  ) => {
    try {
      const peer = await start();
      cleanup.add(() => peer.stop());
      origins[key] = peer.url;
    } catch (error) {
      skipped[key] = `could not start: ${(error as Error).message}`;
    }
  };
  await optional('express', () => startNodePeer('express peer', 'express-proxy.ts', direct));
  const version = nginxVersion();
  let nginxWorkers: number | undefined;
  if (version === undefined) skipped.nginx = `nginx is not installed at ${NGINX_BINARY}`;
  else {
    await optional('nginx', async () => {
      const nginx = await startNginx(shop.port, ROUTE);
      nginxWorkers = nginx.workers;
      return nginx;
    });
  }
  await optional('fastify', () => startNodePeer('fastify peer', 'fastify-proxy.ts', direct));

  const running: Target[] = [];
  for (const key of TARGET_KEYS) {
    const origin = origins[key];
    if (origin === undefined) continue;
    const problem = await checkAnswer(`${origin}${ROUTE}`, expectedBody);
    if (problem && (key === 'direct' || key === 'gateway')) {
      throw new Error(`${TARGET_LABELS[key]} ${problem}`);
    }
    if (problem) skipped[key] = problem;
    else running.push({ key, url: `${origin}${ROUTE}` });
  }
  return { running, skipped, expectedBody, nginxVersion: version, nginxWorkers };
}
