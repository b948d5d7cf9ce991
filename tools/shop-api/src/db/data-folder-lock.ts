import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** The file, inside a PGlite folder, that names the process owning it. */
export const LOCK_FILE = 'shop-api.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes a PGlite folder for this process, or fails with a sentence that names the owner.
 * PGlite has no lock of its own: two processes on one folder each start and overwrite
 * each other's writes. A PID file rather than a heartbeat lock (proper-lockfile): the
 * seed blocks the event loop for seconds, which a heartbeat would read as a dead owner;
 * a PID is checked at once, and a crashed owner's file is taken over.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `the data folder ${dataDir} is used by another shop API (process ${owner}); stop it or set SHOP_DATA_DIR to another folder`,
      );
    }
    // Left by a process that ended without closing (a crash, SIGKILL): take it over.
    await rm(file, { force: true });
  }
  throw new Error(`cannot lock the data folder ${dataDir}`);
}
