import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

// No table is read: the embedded database alone is enough.
const pglite = testDatabaseKinds[0];
if (!pglite) throw new Error('no embedded database to test on');

describe('POST /user/password-check', () => {
  const api = useSeededApp(pglite);
  const check = (password: unknown) =>
    api.call('POST', '/user/password-check', { body: { password } });

  it('says a password meeting the policy is valid, with every requirement met', async () => {
    const reply = await check('Bonjour-2026!');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      data: {
        is_valid: true,
        requirements: {
          length: true,
          lowercase: true,
          uppercase: true,
          digit: true,
          special: true,
        },
      },
    });
  });

  it('names the requirements a weak password misses', async () => {
    const reply = await check('bonjour');
    expect(reply.body.data.is_valid).toBe(false);
    expect(reply.body.data.requirements).toMatchObject({
      lowercase: true,
      uppercase: false,
      digit: false,
      special: false,
    });
  });

  it('is not valid past the policy’s length bound, and refuses a body that is not a password', async () => {
    expect((await check(`Aa1!${'x'.repeat(200)}`)).body.data.is_valid).toBe(false);
    const refused = await check({ text: 'Bonjour-2026!' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_input');
  });
});
