#!/usr/bin/env node
/**
 * `npm test`: every check, then the Playwright journeys against the real processes.
 * Tiers a person can run alone:
 *   node tools/test.mjs unit         format, lint, type-check, unit tests, catalogue check
 *   node tools/test.mjs e2e [args]   the builds, then the journeys; args go to Playwright
 *                                    (`npm run test:e2e -- --grep cart`, `--project phone`)
 *   node tools/test.mjs scale        the builds, the deploy folders, then the short scale-out
 *                                    test (nginx, two gateways; `npm run bench:scale` is the
 *                                    full one); it skips, saying why, without PostgreSQL,
 *                                    Redis (DATABASE_URL, REDIS_URL) or nginx
 * Stops at the first failing phase and prints how long each phase took.
 */
import { spawn } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NX_SETTINGS, bin, root } from './workspace.mjs';

const env = { ...process.env, ...NX_SETTINGS };
const SERVERS = ['storefront', 'gateway', 'shop-api'];

/**
 * A phase is one or more commands; several run side by side, each one's output held back
 * and printed whole when it ends, so that their lines do not interleave.
 */
const unitPhases = [
  {
    name: 'format, lint, catalogue, types',
    commands: [
      [bin('prettier'), ['--check', '--log-level=warn', '.']],
      // Every project and script in one process (one config, eslint.config.mjs, module
      // boundaries included), rather than Nx's lint target per project, each of which
      // builds its TypeScript programs again: 40-43 CPU-s against 94-95 on this machine.
      // tools/lint.mjs has Nx write its project graph first, which the boundaries rule reads.
      [process.execPath, [join(root, 'tools/lint.mjs')]],
      [process.execPath, [join(root, 'tools/check-i18n.mjs')]],
      // Every project's types in one process (the root tsconfig.json references each one),
      // rather than Nx's typecheck target, a process per project that parses the packages'
      // declarations again: 51 CPU-s against 94 for the nine projects on this machine.
      [bin('tsc'), ['-b', 'tsconfig.json']],
    ],
  },
  {
    name: 'unit tests',
    commands: [
      // Two tasks at once, not Nx's three: the shop API's suite runs two workers of its own,
      // and three tasks beside them slowed its longest tests toward their timeout.
      [bin('nx'), ['run-many', '-t', 'test', '--parallel=2', '--output-style=static']],
    ],
  },
];

const buildPhase = {
  name: 'builds',
  commands: [[bin('nx'), ['run-many', '-t', 'build', '-p', ...SERVERS, '--output-style=static']]],
};

/**
 * The deploy folders are assembled from the builds above, then run as production runs them:
 * nginx in front of two gateways, one killed, both restarted, about a minute.
 */
const scalePhases = [
  {
    name: 'deploy folders',
    commands: [[process.execPath, [join(root, 'tools/build-prod.mjs'), '--no-build']]],
  },
  {
    name: 'scale-out (short)',
    commands: [[process.execPath, [join(root, 'tools/bench/src/scale/scale.ts'), '--short']]],
  },
];

const journeysPhase = (args) => ({
  name: 'journeys (Chromium)',
  commands: [[bin('playwright'), ['test', ...args]]],
  cwd: join(root, 'apps/storefront-e2e'),
});

function run([command, args], { cwd = root, quiet }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: quiet ? 'pipe' : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (quiet && output) process.stdout.write(output);
      resolve(status ?? 1);
    });
  });
}

async function runPhases(phases) {
  const timings = [];
  for (const { name, commands, cwd } of phases) {
    console.log(`\n▶ ${name}`);
    const started = performance.now();
    const quiet = commands.length > 1;
    const statuses = await Promise.all(commands.map((command) => run(command, { cwd, quiet })));
    const failed = statuses.find((status) => status !== 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    timings.push(`${failed === undefined ? '✔' : '✘'} ${name.padEnd(34)} ${seconds.padStart(6)} s`);
    if (failed !== undefined) {
      console.error(`\n${timings.join('\n')}\n\nnpm test: "${name}" failed.`);
      process.exit(failed);
    }
  }
  console.log(`\n${timings.join('\n')}\n\nnpm test: everything passed.`);
}

/**
 * The projects the root tsconfig.json does not reference, whose types `tsc -b` would then
 * skip: every project has its tsconfig.json at the top of its folder.
 */
function projectsWithoutTypeCheck() {
  const referenced = new Set(
    [...readFileSync(join(root, 'tsconfig.json'), 'utf8').matchAll(/"path":\s*"\.\/([^"]+)"/g)].map(
      ([, path]) => path,
    ),
  );
  return globSync('{apps,libs,tools}/*/tsconfig.json', { cwd: root })
    .map((file) => dirname(file))
    .filter((project) => !referenced.has(project));
}

const [tier, ...args] = process.argv.slice(2);
if (tier === 'unit' || tier === undefined) {
  const unchecked = projectsWithoutTypeCheck();
  if (unchecked.length > 0) {
    console.error(`npm test: reference ${unchecked.join(', ')} in the root tsconfig.json.`);
    process.exit(1);
  }
}
if (tier === 'unit') await runPhases(unitPhases);
else if (tier === 'e2e') await runPhases([buildPhase, journeysPhase(args)]);
else if (tier === 'scale') await runPhases([buildPhase, ...scalePhases]);
else if (tier === undefined) {
  await runPhases([...unitPhases, buildPhase, ...scalePhases, journeysPhase([])]);
} else {
  console.error('usage: node tools/test.mjs [unit | e2e [playwright arguments] | scale]');
  process.exit(2);
}
