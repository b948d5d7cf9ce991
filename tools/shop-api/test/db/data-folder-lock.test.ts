import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataFolder } from '../../src/db/data-folder-lock';
import { openDatabase } from '../../src/db/open-database';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A process that stays alive until killed, to own a folder. */
function otherProcess() {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

describe('the PGlite data folder lock', () => {
  it('refuses a folder another running shop API holds, naming it', async () => {
    const other = otherProcess();
    try {
      await writeFile(path.join(dataDir, LOCK_FILE), String(other.pid));
      await expect(lockDataFolder(dataDir)).rejects.toThrow(
        `the data folder ${dataDir} is used by another shop API (process ${other.pid}); stop it or set SHOP_DATA_DIR to another folder`,
      );
      await expect(
        openDatabase({ databaseUrl: undefined, dataDir }),
        'the database is not opened behind the owner',
      ).rejects.toThrow(/used by another shop API/);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the folder of a process that ended without closing', async () => {
    const other = otherProcess();
    const ended = new Promise((resolve) => other.once('exit', resolve));
    await writeFile(path.join(dataDir, LOCK_FILE), String(other.pid));
    other.kill('SIGKILL');
    await ended;
    const unlock = await lockDataFolder(dataDir);
    expect(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await unlock();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('holds the folder while the database is open and frees it on close', async () => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
