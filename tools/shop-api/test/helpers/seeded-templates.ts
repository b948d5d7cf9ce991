import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/open-database';
import { onServer } from './postgres-server';
import { seedForTests } from './test-seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated and seeded PGlite data directory (`dumpDataDir`). */
    pgliteTemplate: string;
    /**
     * With DATABASE_URL: a migrated and seeded database on that server, cloned with
     * `create database … template …`; nobody may connect to it while the tests run.
     */
    postgresTemplate?: string;
  }
}

/**
 * Vitest global setup: migrates and seeds one database of each kind before the suites
 * start, which every suite that wants a seeded database then copies (test-databases.ts,
 * `openSeeded`), and throws them away at the end.
 *
 * - PGlite: a cold start plus the seed takes ~6 s, loading a dump ~1 s. The data directory
 *   is written to a temporary file.
 * - PostgreSQL, when DATABASE_URL is set: a database cloned from a template is a file copy
 *   on the server, where migrating and seeding one took several seconds per suite.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-api-pglite-'));
  const postgresTemplate = process.env.DATABASE_URL
    ? `shop_template_${process.pid}_${randomBytes(4).toString('hex')}`
    : undefined;
  const teardown = async () => {
    await rm(folder, { recursive: true, force: true });
    if (postgresTemplate) await onServer(`drop database if exists "${postgresTemplate}"`);
  };
  try {
    project.provide('pgliteTemplate', await writePgliteTemplate(folder));
    if (postgresTemplate) {
      await createPostgresTemplate(postgresTemplate);
      project.provide('postgresTemplate', postgresTemplate);
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

async function writePgliteTemplate(folder: string): Promise<string> {
  const file = path.join(folder, 'seeded.tar');
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  try {
    await handle.prepare(seedForTests);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Without a checkpoint every load replays the seed's WAL: ~1 s instead of ~0.5 s.
    await client.query('checkpoint');
    // Uncompressed: gzip would save disk but cost each load ~0.5 s to inflate.
    const dump = await client.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  return file;
}

async function createPostgresTemplate(name: string): Promise<void> {
  await onServer(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href, dataDir: '' });
  try {
    await handle.prepare(seedForTests);
  } finally {
    // Closes every connection: PostgreSQL clones a database only when nobody is on it.
    await handle.close();
  }
  // Nor may anyone connect later, or a clone made meanwhile would fail.
  await onServer(`alter database "${name}" with allow_connections false`);
}
