/**
 * The production topology on loopback: PostgreSQL (a throw-away database on the server of
 * DATABASE_URL), Redis (REDIS_URL), the shop API, N gateways and Debian's nginx with
 * deploy/nginx.conf. The servers run from copies of the folders `npm run build:prod` writes
 * (dist/deploy), each installed with `npm ci --omit=dev` in one temporary folder outside the
 * repository, where every process also logs; the checks read the logs, and the folder is
 * removed at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, openSync, closeSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../support/servers.ts';

export const NGINX = '/usr/sbin/nginx';
const OPENSSL = '/usr/bin/openssl';
const root = join(import.meta.dirname, '../../../..');
const deployDir = join(root, 'dist/deploy');
const READY_TIMEOUT_MS = 120_000;

/** Why the test cannot run here (it then skips), or null. */
export async function missingService(): Promise<string | null> {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (!DATABASE_URL) return 'DATABASE_URL is unset (node .ci/services.mjs up prints it)';
  if (!REDIS_URL) return 'REDIS_URL is unset (node .ci/services.mjs up prints it)';
  if (!existsSync(NGINX)) return `no nginx at ${NGINX} (apt-get install nginx)`;
  if (!existsSync(OPENSSL)) return `no openssl at ${OPENSSL}`;
  const admin = new pg.Client({
    connectionString: adminUrl(DATABASE_URL),
    connectionTimeoutMillis: 3_000,
  });
  try {
    await admin.connect();
    await admin.end();
  } catch (error) {
    return `PostgreSQL does not answer at ${DATABASE_URL}: ${(error as Error).message}`;
  }
  if (!(await redisAnswers(new URL(REDIS_URL)))) return `Redis does not answer at ${REDIS_URL}`;
  return null;
}

function adminUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.href;
}

function redisAnswers(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+')));
  });
}

async function waitFor(url: string, died: Promise<never>, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  const poll = async () => {
    while (Date.now() < deadline) {
      const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.ok;
        },
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
  };
  await Promise.race([poll(), died]);
}

/**
 * A deploy folder copied out of the repository and installed as an operator does
 * (`npm ci --omit=dev`), so that nothing resolves from the repository's node_modules: a
 * package missing from its package.json stops the run. Returns its `server.mjs`.
 */
async function installedCopy(name: string, into: string): Promise<string> {
  const dir = join(into, name);
  await cp(join(deployDir, name), dir, { recursive: true });
  const npm = spawn('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  npm.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2_000)));
  const [code] = (await once(npm, 'exit')) as [number | null];
  if (code !== 0)
    throw new Error(`npm ci --omit=dev in ${dir} failed (${String(code)}):\n${errors}`);
  return join(dir, 'server.mjs');
}

export interface Server {
  name: string;
  port: number;
  logFile: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

function startServer(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  logFile: string,
): { server: Server; died: Promise<never> } {
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = once(child, 'exit');
  const died = exited.then(async ([code, signal]) => {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).slice(-1_500);
    throw new Error(`${name} exited (${String(code ?? signal)}) before it was ready:\n${tail}`);
  });
  died.catch(() => undefined);
  return { server: { name, port, logFile, child, exited }, died };
}

/** Sends `signal` and waits for the exit; SIGKILL after `graceMs`. */
export async function stopServer(
  server: Server,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 20_000,
) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(timer);
}

export interface Topology {
  logsDir: string;
  /** nginx's plain HTTP address, `http://127.0.0.1:{port}`. */
  url: string;
  httpsPort: number;
  databaseUrl: string;
  shopApi: Server;
  shopApiUrl: string;
  gateways: Server[];
  nginxLog: string;
  /** Starts gateway `index` again on its port (after a kill or a stop), ready once /readyz answers. */
  startGateway(index: number): Promise<Server>;
  /** Rewrites nginx's configuration with these gateways and reloads it. */
  balance(indexes: readonly number[]): Promise<void>;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  gatewayCount: number;
}

/** deploy/nginx.conf with its placeholders filled; the {{GATEWAY}} line once per gateway. */
export function nginxConfiguration(
  template: string,
  values: Record<
    'USER' | 'PREFIX' | 'HTTP_LISTEN' | 'HTTPS_LISTEN' | 'TLS_CERTIFICATE' | 'TLS_CERTIFICATE_KEY',
    string
  >,
  gateways: readonly string[],
): string {
  const lines = template
    .split('\n')
    .flatMap((line) =>
      line.includes('{{GATEWAY}}') && !line.trimStart().startsWith('#')
        ? gateways.map((gateway) => line.replace('{{GATEWAY}}', gateway))
        : [line],
    );
  const text = lines.join('\n').replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    if (name === 'GATEWAY') return placeholder;
    const value = values[name as keyof typeof values];
    if (value === undefined) throw new Error(`deploy/nginx.conf: no value for ${placeholder}`);
    return value;
  });
  return text;
}

export async function startTopology({ gatewayCount }: TopologyOptions): Promise<Topology> {
  for (const name of ['gateway', 'shop-api']) {
    const entry = join(deployDir, name, 'server.mjs');
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build:prod first`);
  }
  const logsDir = await mkdtemp(join(tmpdir(), 'shop-scale-'));
  // SCALE_KEEP_LOGS=1 leaves the logs for reading after the run.
  const keepLogs = process.env.SCALE_KEEP_LOGS === '1';
  const cleanups: (() => Promise<void>)[] = [
    () => (keepLogs ? Promise.resolve() : rm(logsDir, { recursive: true, force: true })),
  ];
  const running: Server[] = [];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = once(nginx, 'exit');
      nginx.kill('SIGTERM');
      await exited;
    }
    await Promise.all(running.map((server) => stopServer(server, 'SIGTERM', 20_000)));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };

  try {
    const [gatewayEntry, shopApiEntry] = await Promise.all([
      installedCopy('gateway', logsDir),
      installedCopy('shop-api', logsDir),
    ]);
    // The database: a fresh one per run, dropped at the end.
    const admin = adminUrl(process.env.DATABASE_URL ?? '');
    const name = `shop_scale_${randomBytes(4).toString('hex')}`;
    const withAdmin = async (sql: string) => {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await withAdmin(`create database "${name}"`);
    cleanups.push(() => withAdmin(`drop database if exists "${name}" with (force)`));
    const databaseUrl = new URL(admin);
    databaseUrl.pathname = `/${name}`;

    const shopPort = await freePort();
    // The demo upstream as the journeys run it: its demo accounts and a captcha that takes
    // any token. The gateways, the deployable under test, run with production settings.
    const shopEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      SHOP_API_PORT: String(shopPort),
      SHOP_API_HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.href,
      SEED_DEMO: 'on',
      CAPTCHA_MODE: 'dev',
      LOG_LEVEL: 'info',
    };
    const shop = startServer(
      'shop API',
      [shopApiEntry],
      shopEnv,
      shopPort,
      join(logsDir, 'shop-api.log'),
    );
    running.push(shop.server);
    await waitFor(`http://127.0.0.1:${shopPort}/healthz`, shop.died);
    const shopApiUrl = `http://127.0.0.1:${shopPort}/api/v1`;

    const gatewayPorts = await Promise.all(Array.from({ length: gatewayCount }, () => freePort()));
    const gateways: Server[] = [];
    const starts = new Map<number, number>();
    const startGateway = async (index: number) => {
      const port = gatewayPorts[index];
      if (port === undefined) throw new Error(`no gateway ${index}`);
      const generation = (starts.get(index) ?? 0) + 1;
      starts.set(index, generation);
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SHOP_API_URL: shopApiUrl,
        REDIS_URL: process.env.REDIS_URL,
        BASE_DOMAIN: 'boutique.example.test',
        // nginx connects from 127.0.0.1: its X-Forwarded-For names the visitor.
        TRUSTED_PROXIES: '127.0.0.1',
        LOG_LEVEL: 'info',
      };
      const logFile = join(logsDir, `gateway-${index}.log`);
      const started = startServer(`gateway ${index}`, [gatewayEntry], env, port, logFile);
      running.push(started.server);
      await waitFor(`http://127.0.0.1:${port}/readyz`, started.died);
      gateways[index] = started.server;
      return started.server;
    };
    await Promise.all(gatewayPorts.map((_, index) => startGateway(index)));

    // nginx, from the same file an operator installs.
    const prefix = join(logsDir, 'nginx');
    await mkdir(prefix, { recursive: true });
    const certificate = join(prefix, 'shop.crt');
    const key = join(prefix, 'shop.key');
    const openssl = spawnSync(
      OPENSSL,
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { encoding: 'utf8' },
    );
    if (openssl.status !== 0) throw new Error(`openssl: ${openssl.stderr}`);
    const httpPort = await freePort();
    const httpsPort = await freePort();
    const template = await readFile(join(root, 'deploy/nginx.conf'), 'utf8');
    const conf = join(prefix, 'nginx.conf');
    const values = {
      USER: process.getuid?.() === 0 ? 'root' : userInfo().username,
      PREFIX: prefix,
      HTTP_LISTEN: `127.0.0.1:${httpPort}`,
      HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
      TLS_CERTIFICATE: certificate,
      TLS_CERTIFICATE_KEY: key,
    };
    const writeConf = (indexes: readonly number[]) =>
      writeFile(
        conf,
        nginxConfiguration(
          template,
          values,
          indexes.map((index) => `127.0.0.1:${String(gatewayPorts[index])}`),
        ),
      );
    await writeConf(gatewayPorts.map((_, index) => index));
    const args = ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'];
    const test = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
    nginx = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErrors = '';
    nginx.stderr?.on(
      'data',
      (chunk: Buffer) => (nginxErrors = (nginxErrors + chunk.toString()).slice(-2_000)),
    );
    const nginxDied = once(nginx, 'exit').then(([code]) => {
      throw new Error(`nginx exited (${String(code)}): ${nginxErrors}`);
    });
    nginxDied.catch(() => undefined);
    const url = `http://127.0.0.1:${httpPort}`;
    await waitFor(`${url}/readyz`, nginxDied as Promise<never>);

    const nginxProcess = nginx;
    const balance = async (indexes: readonly number[]) => {
      await writeConf(indexes);
      nginxProcess.kill('SIGHUP');
      // The old workers finish their requests; new ones read the new upstream list.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    };

    return {
      logsDir,
      url,
      httpsPort,
      databaseUrl: databaseUrl.href,
      shopApi: shop.server,
      shopApiUrl,
      gateways,
      nginxLog: join(prefix, 'access.log'),
      startGateway,
      balance,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
