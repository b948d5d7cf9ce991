#!/usr/bin/env node
/**
 * `npm start`: builds what is missing or stale, starts the shop API and the gateway, waits
 * until both answer, prints the shop's address, and stops both on Ctrl-C or when either dies.
 * `npm run gateway` / `npm run shop-api`: one process alone, configured by the environment
 * only (ARCHITECTURE.md §5), as a deployment runs it: no demo accounts, Google's captcha.
 * `npm run dev`: the same two, plus the Vite dev server (hot reload) whose /api goes through
 * the gateway.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { NX_SETTINGS, bin, root } from './workspace.mjs';

const env = { ...NX_SETTINGS, ...process.env };

const shopApiPort = env.SHOP_API_PORT ?? '3100';
const gatewayPort = env.PORT ?? '3000';
const shopApiUrl = env.SHOP_API_URL ?? `http://127.0.0.1:${shopApiPort}/api/v1`;

const SERVERS = {
  'shop-api': {
    projects: ['shop-api'],
    args: ['tools/shop-api/dist/server.mjs'],
    env: {},
    // A developer's shop: the demo accounts of docs/reference-data.md and a captcha that takes any token,
    // both off unless configured (a real server refuses them). The environment still wins.
    developmentEnv: { SEED_DEMO: 'on', CAPTCHA_MODE: 'dev' },
    ready: `http://127.0.0.1:${shopApiPort}/healthz`,
  },
  gateway: {
    projects: ['gateway', 'storefront'],
    args: ['apps/gateway/dist/server.mjs'],
    env: { SHOP_API_URL: shopApiUrl },
    ready: `http://127.0.0.1:${gatewayPort}/healthz`,
  },
  'storefront-dev': {
    projects: [],
    args: ['node_modules/vite/bin/vite.js', 'apps/storefront', '--strictPort'],
    env: {},
    ready: 'http://127.0.0.1:4200/',
  },
};
/** The modes that run a developer's shop, with each server's `developmentEnv`. */
const DEVELOPMENT_MODES = new Set(['all', 'dev']);
const MODES = {
  all: ['shop-api', 'gateway'],
  dev: ['shop-api', 'gateway', 'storefront-dev'],
  gateway: ['gateway'],
  'shop-api': ['shop-api'],
};
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

const mode = process.argv[2] ?? 'all';
if (!(mode in MODES)) {
  console.error(`usage: node tools/start.mjs [${Object.keys(MODES).join('|')}]`);
  process.exit(2);
}
const names = MODES[mode];
/** One server alone owns the terminal; several share it, each line named. */
const only = names.length === 1;

build(names.flatMap((name) => SERVERS[name].projects));

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const running = new Map();
let stopping = false;

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// Whatever happens to this launcher, it takes its servers with it.
process.on('exit', () => {
  for (const child of running.values()) child.kill('SIGKILL');
});

for (const name of names) {
  start(name);
  await waitUntilReady(name);
}
if (mode === 'all') {
  console.log(`\nThe shop is ready: http://localhost:${gatewayPort}/fr/  (Ctrl-C stops it)\n`);
} else if (mode === 'dev') {
  console.log('\nDevelopment: http://localhost:4200/fr/ (hot reload; Ctrl-C stops everything)\n');
}

/** Nx rebuilds what changed since the last build and restores the rest from its cache. */
function build(projects) {
  const args = ['run-many', '-t', 'build', '-p', ...new Set(projects), '--output-style=static'];
  const result = spawnSync(bin('nx'), args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('start: the build failed, nothing was started');
    process.exit(result.status ?? 1);
  }
}

function start(name) {
  const server = SERVERS[name];
  // Its own process group: Ctrl-C reaches this launcher only, which then stops each
  // server once (a second signal would make it exit without closing its database).
  const child = spawn(process.execPath, server.args, {
    cwd: root,
    env: {
      ...(DEVELOPMENT_MODES.has(mode) ? server.developmentEnv : {}),
      ...env,
      ...server.env,
    },
    detached: true,
    stdio: only ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (!only) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
  }
  running.set(name, child);
  child.on('exit', (code, signal) => {
    running.delete(name);
    if (stopping) return;
    // Alone, the server's own last line (a refused configuration) is the whole story.
    if (!only) console.error(`start: ${name} stopped (${signal ?? `exit code ${code}`})`);
    void stopAll(code || 1);
  });
}

async function waitUntilReady(name) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running.has(name)) return;
    try {
      const response = await fetch(SERVERS[name].ready, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error(
    `start: ${name} did not answer ${SERVERS[name].ready} within ${READY_TIMEOUT_MS / 1000} s`,
  );
  await stopAll(1);
}

/** Stops the servers front to back, each with one SIGTERM, then exits. */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const name of ['storefront-dev', 'gateway', 'shop-api']) {
    const child = running.get(name);
    if (!child) continue;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
  process.exit(code);
}
