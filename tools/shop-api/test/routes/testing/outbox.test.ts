import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { TEST_PASSWORD_HASH_COST } from '../../helpers/test-seed';
import { freshEmail } from '../identity/identity-calls';

const pglite = testDatabaseKinds[0];
if (!pglite) throw new Error('no embedded database to test on');

describe('GET /testing/outbox', () => {
  const api = useSeededApp(pglite, { testRoutes: true });

  it('lists the e-mails queued for one address, of one kind', async () => {
    const email = 'marie.durand@example.fr';
    const rewind = await api.call('POST', '/user/rewind', {
      body: { email: email.toUpperCase(), captcha_token: 'ok' },
    });
    expect(rewind.status).toBe(200);
    const reply = await api.app.inject({
      method: 'GET',
      url: `/testing/outbox?recipient=${encodeURIComponent(email)}&kind=password_reset`,
    });
    expect(reply.statusCode).toBe(200);
    const { items } = reply.json().data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'password_reset',
      recipient: email,
      payload: {
        link: expect.stringMatching(/^\/fr\/mot-de-passe-oublie-reinitialisation\?token=/),
      },
    });
    const nobody = await api.app.inject({
      method: 'GET',
      url: `/testing/outbox?recipient=${freshEmail()}`,
    });
    expect(nobody.json()).toEqual({ data: { items: [] } });
  });

  it('does not exist unless asked for', async () => {
    const app = await buildApp({ db: api.db, passwordHashCost: TEST_PASSWORD_HASH_COST });
    const reply = await app.inject({ method: 'GET', url: '/testing/outbox?recipient=a@b.fr' });
    expect(reply.statusCode).toBe(404);
    await app.close();
  });
});
