/**
 * The processes a benchmark measures: the built shop API and gateway (and any peer), each a
 * child process on a free loopback port, ready once its health URL answers, stopped with
 * SIGTERM as an operator would (SIGKILL if it is still there after 15 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayServer, shopApiDir, spaDir } from './paths.ts';

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

export async function waitForHealth(url: string, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after 15 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

export interface ProcessOptions {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Ready once this answers 2xx. */
  healthUrl: string;
}

export async function startProcess(options: ProcessOptions): Promise<RunningProcess> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  const died = exited.then(([code]) => {
    throw new Error(`${options.name} exited (${String(code)}) before it was ready: ${stderr}`);
  });
  try {
    await Promise.race([waitForHealth(options.healthUrl), died]);
  } catch (error) {
    await stop();
    throw error;
  }
  died.catch(() => undefined);
  return { name: options.name, child, stop };
}

/**
 * What the measured shop API needs besides its defaults: the demo accounts the benchmarks
 * log in with, and the dev captcha (any token but `fail`). Both are off unless asked for.
 */
export const BENCH_SHOP_API_ENV = { SEED_DEMO: 'on', CAPTCHA_MODE: 'dev' };

/** The environment of a measured process: the embedded default, no PostgreSQL nor Redis. */
function defaultRunEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

export interface ShopApi extends RunningProcess {
  port: number;
  /** `http://127.0.0.1:{port}/api/v1` */
  apiUrl: string;
  dataDir: string;
  /** The settings it was started with beside the bench's own, which a restart keeps. */
  env?: NodeJS.ProcessEnv;
}

export interface ShopApiOptions {
  /** A PGlite data folder to reopen (a restart); default: a new one, seeded at start. */
  dataDir?: string;
  port?: number;
  env?: NodeJS.ProcessEnv;
}

/** The built shop API on PGlite (tools/shop-api/dist), logging warnings only. */
export async function startShopApi(options: ShopApiOptions = {}): Promise<ShopApi> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'shop-bench-')));
  const port = options.port ?? (await freePort());
  const running = await startProcess({
    name: 'shop API',
    command: process.execPath,
    args: ['dist/server.mjs'],
    cwd: shopApiDir,
    env: defaultRunEnv({
      ...BENCH_SHOP_API_ENV,
      SHOP_DATA_DIR: dataDir,
      SHOP_API_PORT: String(port),
      LOG_LEVEL: 'warn',
      ...options.env,
    }),
    healthUrl: `http://127.0.0.1:${port}/healthz`,
  });
  const apiUrl = `http://127.0.0.1:${port}/api/v1`;
  return { ...running, port, apiUrl, dataDir, env: options.env };
}

/** Removes a shop API's data folder once nothing runs on it any more. */
export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
}

export interface Gateway extends RunningProcess {
  port: number;
  /** `http://127.0.0.1:{port}` */
  url: string;
}

/** Another build of the gateway (`server`), or Node options before its script (`nodeArgs`). */
export interface GatewayRun {
  server?: string;
  nodeArgs?: readonly string[];
}

/**
 * The built gateway (apps/gateway/dist) with the storefront build, as `npm start` runs it.
 */
export async function startGateway(
  shopApiUrl: string,
  env: NodeJS.ProcessEnv = {},
  { server = gatewayServer, nodeArgs = [] }: GatewayRun = {},
): Promise<Gateway> {
  const port = await freePort();
  const running = await startProcess({
    name: 'gateway',
    command: process.execPath,
    args: [...nodeArgs, server],
    env: defaultRunEnv({
      PORT: String(port),
      SHOP_API_URL: shopApiUrl,
      SPA_DIR: spaDir,
      BASE_DOMAIN: `localhost:${port}`,
      ...env,
    }),
    healthUrl: `http://127.0.0.1:${port}/healthz`,
  });
  return { ...running, port, url: `http://127.0.0.1:${port}` };
}
