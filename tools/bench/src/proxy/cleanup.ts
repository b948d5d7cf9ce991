/**
 * Everything the comparison starts, stopped in reverse order (proxies before the shop API
 * they front), on success, on failure and on SIGINT/SIGTERM, start-up included.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The ids of the live processes whose parent is `pid`, from /proc (Linux). */
export async function childPids(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(join('/proc', entry, 'stat'), 'utf8').catch(() => '');
    // `pid (comm) state ppid …`: comm may hold spaces, so read after its closing parenthesis.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (ppid === String(pid) && state !== 'Z') children.push(Number(entry));
  }
  return children;
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

const STOP_TIMEOUT_MS = 15_000;

export class Cleanup {
  private stops: (() => Promise<void>)[] = [];

  add(stop: () => Promise<void>): void {
    this.stops.push(stop);
  }

  /** Safe to call twice: a second call (a signal during the first) finds nothing left. */
  async stopAll(): Promise<void> {
    for (const stop of this.stops.splice(0).reverse()) {
      // One failure must not leave the others running.
      await stop().catch((error: unknown) => console.error(error));
    }
  }

  /**
   * On a signal: every child first, by its id, registered or still starting (its health
   * check had not answered yet), SIGTERM then SIGKILL after 15 s; then what was registered,
   * which now only removes their folders.
   */
  async stopOnSignal(): Promise<void> {
    for (const pid of await childPids(process.pid)) signal(pid, 'SIGTERM');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    let left = await childPids(process.pid);
    while (left.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await childPids(process.pid);
    }
    for (const pid of left) signal(pid, 'SIGKILL');
    await this.stopAll();
  }
}
