/**
 * Instructions a process executes, counted by valgrind's callgrind: a count, not a time, so
 * it barely moves with whatever else the machine is doing (two runs of the benchmark here:
 * within 1 %, where req/s ratios of one run spread from 0.43× to 0.96×). Node runs with `--single-threaded`: the JIT compiler and the garbage
 * collector work on the main thread, in the count, instead of on helper threads that run
 * when they run. Counting starts off; `count` turns it on around the calls to measure.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Launcher } from '../support/servers.ts';

const VALGRIND = '/usr/bin/valgrind';
const CALLGRIND_CONTROL = '/usr/bin/callgrind_control';

/** valgrind's version, or undefined when it is not installed here. */
export function valgrindVersion(): string | undefined {
  try {
    return execFileSync(VALGRIND, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** Starts a Node script under callgrind, its counts written into `outDir`. */
export function callgrindLauncher(outDir: string): Launcher {
  return (script) => ({
    command: VALGRIND,
    args: [
      '--tool=callgrind',
      // V8 writes machine code and rewrites it: valgrind must see those changes.
      '--smc-check=all-non-file',
      '--instr-atstart=no',
      `--callgrind-out-file=${join(outDir, 'callgrind.%p')}`,
      process.execPath,
      '--single-threaded',
      script,
    ],
  });
}

function control(pid: number, ...args: string[]) {
  execFileSync(CALLGRIND_CONTROL, [...args, String(pid)], { stdio: 'ignore' });
}

/**
 * The instructions process `pid` (started by `callgrindLauncher(outDir)`) executes while
 * `work` runs. Each call writes the next numbered dump (`callgrind.<pid>.<n>`).
 */
export async function countInstructions(
  pid: number,
  outDir: string,
  dump: number,
  work: () => Promise<void>,
): Promise<number> {
  control(pid, '--instr=on');
  try {
    await work();
  } finally {
    control(pid, '--instr=off');
    control(pid, '--dump');
  }
  const text = await readFile(join(outDir, `callgrind.${pid}.${dump}`), 'utf8');
  const totals = /^totals: (\d+)/m.exec(text);
  if (!totals?.[1]) throw new Error(`no totals in callgrind.${pid}.${dump}`);
  return Number(totals[1]);
}
