import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../helpers/seeded-app';
import { pglite } from '../helpers/test-databases';

describe('the health check and unknown routes', () => {
  const api = useSeededApp(pglite);

  it('/healthz answers ok while the database answers', async () => {
    const response = await api.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('an unknown route answers 404 in the error envelope', async () => {
    const response = await api.app.inject('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('/healthz answers 503 database_unavailable once the database is gone', async () => {
    await api.database.close();
    const response = await api.app.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('database_unavailable');
  });
});
