/** What the scripts of tools/ share: the workspace's root, its binaries and Nx's settings. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A binary the workspace installed (`node_modules/.bin`). */
export const bin = (name) => join(root, 'node_modules/.bin', name);

/** Nx as scripts and CI run it: no daemon, no Nx Cloud, no terminal UI. */
export const NX_SETTINGS = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
