import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { pglite, type TestDatabase } from '../helpers/test-databases';

describe('the health check and unknown routes', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await pglite.open();
    await database.prepare(async () => undefined);
    app = await buildApp({ db: database.db });
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('/healthz answers ok while the database answers', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('an unknown route answers 404 in the error envelope', async () => {
    const response = await app.inject('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('/healthz answers 503 database_unavailable once the database is gone', async () => {
    await database.close();
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('database_unavailable');
  });
});
