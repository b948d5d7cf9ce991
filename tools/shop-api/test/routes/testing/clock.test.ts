import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { TEST_PASSWORD_HASH_COST } from '../../helpers/test-seed';

const pglite = testDatabaseKinds[0];
if (!pglite) throw new Error('no embedded database to test on');
const START = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('POST /testing/clock', () => {
  const api = useSeededApp(pglite, { testRoutes: true, now: () => START });
  const advance = (body: unknown) =>
    api.app.inject({ method: 'POST', url: '/testing/clock', payload: body as object });

  it('moves the API’s clock forward, for every time limit', async () => {
    const reply = await advance({ advance_ms: 16 * 60_000 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ data: { now: START + 16 * 60_000 } });
    expect(api.app.now()).toBe(START + 16 * 60_000);
    await advance({ advance_ms: 1000 });
    expect(api.app.now()).toBe(START + 16 * 60_000 + 1000);
  });

  it('never moves it back, nor by more than a day', async () => {
    expect((await advance({ advance_ms: -1000 })).statusCode).toBe(400);
    expect((await advance({ advance_ms: 0 })).statusCode).toBe(400);
    expect((await advance({ advance_ms: 24 * 3600_000 + 1 })).statusCode).toBe(400);
  });

  it('does not exist unless asked for', async () => {
    const app = await buildApp({ db: api.db, passwordHashCost: TEST_PASSWORD_HASH_COST });
    const reply = await app.inject({
      method: 'POST',
      url: '/testing/clock',
      payload: { advance_ms: 1000 },
    });
    expect(reply.statusCode).toBe(404);
    await app.close();
  });
});
