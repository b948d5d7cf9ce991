#!/usr/bin/env node
/**
 * `npm test`: format, lint, type-check and unit tests of every project, the catalogue
 * check, then the Playwright journeys against the real processes. Stops at the first
 * failing phase and prints how long each phase took.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

const phases = [
  ['format', bin('prettier'), ['--check', '--log-level=warn', '.']],
  [
    'workspace scripts',
    bin('eslint'),
    ['tools/*.mjs', 'tools/build', '.ci/*.mjs', 'eslint.config.mjs', 'vitest.config.ts'],
  ],
  [
    'lint, type-check, unit tests',
    bin('nx'),
    ['run-many', '-t', 'lint', 'typecheck', 'test', '--output-style=static'],
  ],
  ['catalogue', process.execPath, [join(root, 'tools/check-i18n.mjs')]],
  ['journeys (Chromium)', bin('nx'), ['e2e', 'storefront-e2e', '--output-style=static']],
];

const timings = [];
for (const [name, command, args] of phases) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${result.status === 0 ? '✔' : '✘'} ${name.padEnd(30)} ${seconds.padStart(6)} s`);
  if (result.status !== 0) {
    console.error(`\n${timings.join('\n')}\n\nnpm test: "${name}" failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${timings.join('\n')}\n\nnpm test: everything passed.`);
