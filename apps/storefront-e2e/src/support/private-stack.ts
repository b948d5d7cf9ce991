import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from './free-port.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A shop API and a gateway of the journey's own, for journeys that change how the shop
 * runs (maintenance on, then off) without touching the shared processes. The shop API
 * can be restarted with another environment on the same database folder and port.
 */
export class PrivateStack {
  private shopApi: ChildProcess | undefined;
  private gateway: ChildProcess | undefined;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-private-'));
  private shopApiPort = 0;
  private gatewayPort = 0;

  get baseURL(): string {
    return `http://127.0.0.1:${this.gatewayPort}`;
  }

  async start(shopApiEnv: Record<string, string>): Promise<void> {
    this.shopApiPort = await findFreePort();
    this.gatewayPort = await findFreePort();
    await this.startShopApi(shopApiEnv);
    this.gateway = spawn(process.execPath, ['apps/gateway/dist/server.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(this.gatewayPort),
        SHOP_API_URL: `http://127.0.0.1:${this.shopApiPort}/api/v1`,
        BASE_DOMAIN: `localhost:${this.gatewayPort}`,
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'warn',
        ...(process.env.E2E_SPA_DIR ? { SPA_DIR: process.env.E2E_SPA_DIR } : {}),
      },
      stdio: 'ignore',
    });
    await waitFor(`${this.baseURL}/readyz`, 30_000);
  }

  /** Stops the shop API and starts it again with `env`, on the same database. */
  async restartShopApi(env: Record<string, string>): Promise<void> {
    await stop(this.shopApi);
    await this.startShopApi(env);
  }

  async close(): Promise<void> {
    await Promise.all([stop(this.gateway), stop(this.shopApi)]);
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async startShopApi(env: Record<string, string>): Promise<void> {
    this.shopApi = spawn(process.execPath, ['tools/shop-api/dist/server.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        SHOP_API_PORT: String(this.shopApiPort),
        SHOP_DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: 'ignore',
    });
    // A fresh database is seeded at start: slower while other journeys load the machine.
    await waitFor(`http://127.0.0.1:${this.shopApiPort}/healthz`, 120_000);
  }
}
