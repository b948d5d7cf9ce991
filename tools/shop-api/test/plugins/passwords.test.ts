import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { hashPassword } from '../../src/auth/passwords';
import { users } from '../../src/db/schema';
import { createTestCustomer } from '../helpers/customers';
import { useSeededApp } from '../helpers/seeded-app';
import { testDatabaseKinds } from '../helpers/test-databases';
import { TEST_PASSWORD_HASH_COST } from '../helpers/test-seed';
import { login, signUpBody } from '../routes/identity/identity-calls';

const pglite = testDatabaseKinds[0];
if (!pglite) throw new Error('no embedded database to test on');

/** `scrypt$<N>$<r>$<p>$…`: the cost a hash was made at is written in it. */
const hashAt = (log2N: number) => new RegExp(`^scrypt\\$${2 ** log2N}\\$8\\$1\\$`);

describe('password hashing cost (PASSWORD_HASH_COST)', () => {
  // useSeededApp builds the app at the tests' cost, 2^10.
  const api = useSeededApp(pglite);
  const passwordOf = async (email: string) => {
    const [row] = await api.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    return row?.hash;
  };

  it('is scrypt N = 2^15 unless configured otherwise, for the nobody hash too', async () => {
    const app = await buildApp({ db: api.db });
    try {
      expect(app.passwords.cost).toBe(15);
      expect(await app.passwords.hash('Bonjour-2026!')).toMatch(hashAt(15));
      expect(app.passwords.nobodyHash).toMatch(hashAt(15));
    } finally {
      await app.close();
    }
  });

  it('hashes sign-ups and password changes at the configured cost', async () => {
    const body = signUpBody();
    const signUp = await api.call('POST', '/user/signup', { body });
    expect(signUp.status).toBe(200);
    expect(await passwordOf(body.email)).toMatch(hashAt(TEST_PASSWORD_HASH_COST));

    const customer = await createTestCustomer(api.app, api.db);
    await api.db
      .update(users)
      .set({ passwordHash: await hashPassword(customer.password, 12) })
      .where(eq(users.id, customer.userId));
    const change = await api.call('POST', '/user/change-password', {
      token: customer.token,
      body: {
        current_password: customer.password,
        password: 'Changé-2026!',
        password_confirmation: 'Changé-2026!',
      },
    });
    expect(change.status).toBe(200);
    expect(await passwordOf(customer.email)).toMatch(hashAt(TEST_PASSWORD_HASH_COST));
  });

  it('still logs in an account hashed at another cost, read from its hash', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const other = await hashPassword(customer.password, TEST_PASSWORD_HASH_COST + 1);
    await api.db.update(users).set({ passwordHash: other }).where(eq(users.id, customer.userId));
    const right = await login(api, { login: customer.email, password: customer.password });
    expect(right.status).toBe(200);
    const wrong = await login(api, { login: customer.email, password: 'Pas-le-bon-1!' });
    expect(wrong.body.error.code).toBe('invalid_credentials');
  });

  it('checks unknown logins against a hash of nobody at the configured cost', async () => {
    expect(api.app.passwords.nobodyHash).toMatch(hashAt(TEST_PASSWORD_HASH_COST));
    expect(await api.app.passwords.verify('', undefined)).toBe(false);
    const unknown = await login(api, { login: 'personne@example.fr', password: 'Bonjour-2026!' });
    expect(unknown.body.error.code).toBe('invalid_credentials');
  });
});
