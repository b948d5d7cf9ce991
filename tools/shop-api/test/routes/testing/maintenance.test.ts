import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { useSeededApp, useSiblingApp, type SeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { TEST_PASSWORD_HASH_COST } from '../../helpers/test-seed';

const pglite = testDatabaseKinds[0];
if (!pglite) throw new Error('no embedded database to test on');

/** Replies of every kind: a success, 404s from a route and from the router, a 400. */
const PATHS = ['/api/v1/maintenance', '/api/v1/page/999999', '/nowhere', '/api/v1/menu?code=BAD!'];

describe('POST /testing/maintenance', () => {
  const api = useSeededApp(pglite, { testRoutes: true });
  const startedInMaintenance = useSiblingApp(api, { testRoutes: true, maintenance: true });
  const switchTo = (target: SeededApp, body: unknown) =>
    target.app.inject({ method: 'POST', url: '/testing/maintenance', payload: body as object });
  const headersOf = async (target: SeededApp) =>
    Promise.all(
      PATHS.map(async (url) => {
        const reply = await target.app.inject(url);
        return [url, reply.statusCode, reply.headers['x-maintenance']];
      }),
    );

  it('puts the running shop in maintenance: every reply then carries x-maintenance', async () => {
    expect(await headersOf(api)).toEqual([
      ['/api/v1/maintenance', 200, undefined],
      ['/api/v1/page/999999', 404, undefined],
      ['/nowhere', 404, undefined],
      ['/api/v1/menu?code=BAD!', 400, undefined],
    ]);
    const reply = await switchTo(api, { on: true });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ data: { on: true } });
    expect(await headersOf(api)).toEqual([
      ['/api/v1/maintenance', 200, 'on'],
      ['/api/v1/page/999999', 404, 'on'],
      ['/nowhere', 404, 'on'],
      ['/api/v1/menu?code=BAD!', 400, 'on'],
    ]);
    expect((await api.request('/maintenance')).json()).toEqual({ data: { active: true } });
  });

  it('takes it out again: the header stops', async () => {
    const reply = await switchTo(api, { on: false });
    expect(reply.json()).toEqual({ data: { on: false } });
    expect(reply.headers['x-maintenance']).toBeUndefined();
    expect((await headersOf(api)).map(([, , header]) => header)).toEqual(
      PATHS.map(() => undefined),
    );
    expect((await api.request('/maintenance')).json()).toEqual({ data: { active: false } });
  });

  it('starts from MAINTENANCE and switches from there', async () => {
    const before = await headersOf(startedInMaintenance);
    expect(before.map(([, , header]) => header)).toEqual(PATHS.map(() => 'on'));
    expect((await switchTo(startedInMaintenance, { on: false })).json()).toEqual({
      data: { on: false },
    });
    const after = await headersOf(startedInMaintenance);
    expect(after.map(([, , header]) => header)).toEqual(PATHS.map(() => undefined));
  });

  // Fastify's Ajv coerces scalars (`1`, `null`) to booleans, for every route alike.
  it.each([{}, { on: 'yes' }, { on: {} }, [true]])(
    'refuses %j with 400 and the error envelope, changing nothing',
    async (body) => {
      const reply = await switchTo(api, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        error: { code: 'invalid_input', message: expect.any(String) },
      });
      expect((await api.request('/maintenance')).json()).toEqual({ data: { active: false } });
    },
  );

  it('refuses a call without a JSON body', async () => {
    const reply = await api.app.inject({ method: 'POST', url: '/testing/maintenance' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ error: { code: expect.stringMatching(/^[a-z_]+$/) } });
  });

  it('does not exist unless asked for', async () => {
    const app = await buildApp({ db: api.db, passwordHashCost: TEST_PASSWORD_HASH_COST });
    try {
      const reply = await app.inject({
        method: 'POST',
        url: '/testing/maintenance',
        payload: { on: true },
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
      expect(reply.headers['x-maintenance']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
