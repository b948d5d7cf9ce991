import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, users } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import {
  createCart,
  createCodeOnlyCustomer,
  freshEmail,
  linesOfCart,
  login,
  signUpBody,
  twoProducts,
} from './identity-calls';

describe.each(testDatabaseKinds)('sign-up by e-mail on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });
  const signUp = (body: Record<string, unknown>) => api.call('POST', '/user/signup', { body });

  it('creates a customer with a web code and its account, and opens a session', async () => {
    const [first] = await twoProducts(api);
    const visitorCart = await createCart(api, [{ productId: first, quantity: 1 }]);
    const email = freshEmail('elise');
    const { status, body } = await signUp(
      signUpBody({ email: ` ${email.toUpperCase()} `, cart_token: visitorCart.token }),
    );
    expect(status).toBe(200);
    const { customer, user, token, cart, remember_me } = body.data;
    expect(user.email).toBe(email);
    expect(remember_me).toBe(false);
    expect(customer).toMatchObject({
      cegid_id: `W${String(customer.id).padStart(6, '0')}`,
      civility: 'Madame',
      firstname: 'Élise',
      lastname: 'Fontaine',
      email,
      birthday: { day: 7, month: 3, year: 1990 },
      mobile: '0639981234',
      phone: null,
      origin: 'PHA',
      optins: {
        health_newsletter: true,
        product_newsletter: false,
        sms: true,
        diet_newsletter: false,
        foundation: false,
      },
      first_order: true,
      addresses: [],
    });
    expect(cart).toEqual({ cart_token: visitorCart.token });
    expect((await linesOfCart(api, visitorCart.token))?.customerId).toBe(customer.id);

    const logged = await api.call('GET', '/customer/logged', { token });
    expect(logged.body.data.customer.id).toBe(customer.id);
    // The password is stored hashed, and the new account logs in with it.
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('Nouveau-2026!');
    expect((await login(api, { login: email, password: 'Nouveau-2026!' })).status).toBe(200);
  });

  it('answers invalid_input with the message key of each failing field', async () => {
    const { status, body } = await signUp(
      signUpBody({
        firstname: 'J3an',
        password: 'short',
        password_confirmation: 'other',
        birthday: { day: 31, month: 4, year: 1990 },
        mobile: '01 23 45 67 89',
        origin: '',
        optins: { health_newsletter: false, product_newsletter: false },
        terms: false,
      }),
    );
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'invalid_input',
      fields: {
        firstname: 'name_invalid',
        password: 'password_policy',
        birthday: 'birthday_invalid',
        mobile: 'mobile_invalid',
        origin: 'required_origin',
        optins: 'opt_ins_required',
        terms: 'terms_required',
      },
    });
  });

  it('answers passwords_differ when the confirmation does not repeat the password', async () => {
    const { status, body } = await signUp(signUpBody({ password_confirmation: 'Nouveau-2027!' }));
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ password_confirmation: 'passwords_differ' });
  });

  it('answers invalid_input when the shape is wrong', async () => {
    const { status, body } = await signUp({ ...signUpBody(), email: undefined });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid_input', fields: { email: 'required' } });
  });

  it('answers user_already_exists for an e-mail that is already a login', async () => {
    const existing = await createTestCustomer(api.app, api.db);
    const { status, body } = await signUp(signUpBody({ email: existing.email }));
    expect(status).toBe(409);
    expect(body.error.code).toBe('user_already_exists');
    const demo = await signUp(signUpBody({ email: 'MARIE.DURAND@example.fr' }));
    expect(demo.body.error.code).toBe('user_already_exists');
  });

  it('answers email_already_used for the e-mail of a customer who has no account', async () => {
    const email = freshEmail('known');
    await createCodeOnlyCustomer(api, { lastname: 'Roux', email });
    const { status, body } = await signUp(signUpBody({ email }));
    expect(status).toBe(409);
    expect(body.error.code).toBe('email_already_used');
    const [stored] = await api.db.select().from(users).where(eq(users.email, email));
    expect(stored).toBeUndefined();
  });

  it('answers captcha_failed before anything is created', async () => {
    const email = freshEmail();
    const { status, body } = await signUp(signUpBody({ email, captcha_token: 'fail' }));
    expect(status).toBe(400);
    expect(body.error.code).toBe('captcha_failed');
    expect(await api.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
  });

  it('two sign-ups racing for one e-mail give one account', async () => {
    const email = freshEmail('race');
    const replies = await Promise.all([
      signUp(signUpBody({ email })),
      signUp(signUpBody({ email })),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body.error.code).toBe(
      'user_already_exists',
    );
    expect(await api.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(1);
  });

  it('signs up with remember-me', async () => {
    const { body } = await signUp(signUpBody({ remember_me: true }));
    expect(body.data.remember_me).toBe(true);
    const claims = await api.app.tokens.read(body.data.token);
    expect(claims.kind === 'valid' && claims.claims.refreshGrantId).toEqual(expect.any(String));
  });
});
