#!/usr/bin/env node
/**
 * `eslint .` over every project and script in one process (`npm test`'s first phase), once
 * Nx has written its project graph. @nx/enforce-module-boundaries reads the cached graph;
 * on a fresh clone there is none, and the rule printed a warning and skipped itself, so
 * that `npm test` on CI checked no module boundary. Arguments go to ESLint.
 */
import { spawn, spawnSync } from 'node:child_process';
import { NX_SETTINGS, bin, root } from './workspace.mjs';

const env = { ...process.env, ...NX_SETTINGS };
/** What the rule prints when it skips. */
const SKIPPED = 'No cached ProjectGraph is available';

const graph = spawnSync(bin('nx'), ['show', 'projects'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (graph.status !== 0) {
  console.error('lint: Nx could not compute the project graph (`nx show projects`).');
  process.exit(graph.status ?? 1);
}

const eslint = spawn(bin('eslint'), ['.', ...process.argv.slice(2)], { cwd: root, env });
let output = '';
for (const stream of [eslint.stdout, eslint.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
}
eslint.on('close', (status) => {
  if (output.includes(SKIPPED)) {
    console.error(
      'lint: @nx/enforce-module-boundaries found no project graph and checked nothing.',
    );
    process.exit(1);
  }
  process.exit(status ?? 1);
});
