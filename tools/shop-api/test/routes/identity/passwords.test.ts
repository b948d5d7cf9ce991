import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '../../../src/auth/access-tokens';
import { createTestCustomer, type TestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { freshEmail, login, outboxOf } from './identity-calls';

const NEW_PASSWORD = 'Changé-2026!';
const DAY = 24 * 3600_000;

describe.each(testDatabaseKinds)('passwords on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  const rewind = (email: string, captcha_token = 'ok') =>
    api.call('POST', '/user/rewind', { body: { email, captcha_token } });
  const reset = (token: string, password = NEW_PASSWORD, password_confirmation = password) =>
    api.call('POST', '/user/reset-password', { body: { token, password, password_confirmation } });

  const logged = (token: string) => api.call('GET', '/customer/logged', { token });

  /** A login of the customer from one more device: its token. */
  async function signIn(customer: TestCustomer, rememberMe: boolean): Promise<string> {
    const session = await login(api, {
      login: customer.email,
      password: customer.password,
      remember_me: rememberMe,
    });
    expect(session.status).toBe(200);
    return session.body.data.token as string;
  }

  /** Asks for a link and reads the token of the e-mail it queued. */
  async function resetTokenFor(customer: TestCustomer): Promise<string> {
    expect((await rewind(customer.email)).status).toBe(200);
    const mails = await outboxOf(api, customer.email);
    const payload = mails.at(-1)?.payload as { link: string };
    const link = new URL(payload.link, 'https://shop.example');
    expect(link.pathname).toBe('/fr/mot-de-passe-oublie-reinitialisation');
    return link.searchParams.get('token') ?? '';
  }

  it('rewind answers the same for any e-mail and mails a link only to an account', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const stranger = freshEmail('stranger');
    const known = await rewind(customer.email.toUpperCase());
    const unknown = await rewind(stranger);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ data: { success: true } });
    // The stranger is told there is no account, with no link (enumeration.test.ts).
    expect((await outboxOf(api, stranger)).map((mail) => mail.kind)).toEqual([
      'password_reset_no_account',
    ]);
    const [mail] = await outboxOf(api, customer.email);
    expect(mail).toMatchObject({ kind: 'password_reset', recipient: customer.email });
    expect(mail?.payload).toMatchObject({
      link: expect.stringMatching(/^\/fr\/mot-de-passe-oublie-reinitialisation\?token=[\w-]{43}$/),
      expires_at: new Date(clock.now() + DAY).toISOString(),
    });
  });

  it('rewind answers invalid_input for a malformed e-mail and captcha_failed', async () => {
    const malformed = await rewind('not-an-email');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({
      code: 'invalid_input',
      fields: { email: 'email_invalid' },
    });
    expect((await rewind('a@example.fr', 'fail')).body.error.code).toBe('captcha_failed');
  });

  it('resets the password once with the link, ending every remember-me', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const remembered = await login(api, {
      login: customer.email,
      password: customer.password,
      remember_me: true,
    });
    const token = await resetTokenFor(customer);

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { success: true } });
    expect((await login(api, { login: customer.email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await login(api, { login: customer.email, password: customer.password })).status).toBe(
      401,
    );

    const reused = await reset(token, 'Encore-2026!');
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('reset_link_expired');

    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1);
    const renewal = await api.call('GET', '/customer/logged', {
      token: remembered.body.data.token,
    });
    // The token's version is older than the account's: refused before any renewal.
    expect(renewal.body.error.code).toBe('blacklisted_token');
    expect(renewal.body).not.toHaveProperty('data');
  });

  it('a reset ends every session of the customer, remembered or not', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const phone = await signIn(customer, false);
    const laptop = await signIn(customer, true);
    expect((await reset(await resetTokenFor(customer))).status).toBe(200);

    for (const token of [customer.token, phone, laptop]) {
      const refused = await logged(token);
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('blacklisted_token');
    }
    // Past the hour, remember-me does not bring the laptop's session back.
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1);
    const renewal = await logged(laptop);
    expect(renewal.status).toBe(401);
    expect(renewal.body).not.toHaveProperty('data');
  });

  it('answers reset_link_expired after 24 hours, and for a link that never was', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const token = await resetTokenFor(customer);
    clock.advance(DAY);
    const expired = await reset(token);
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('reset_link_expired');
    expect((await reset('no-such-token')).body.error.code).toBe('reset_link_expired');
  });

  it('a refused new password does not spend the link', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const token = await resetTokenFor(customer);
    const weak = await reset(token, 'weak');
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({
      code: 'invalid_input',
      fields: { password: 'password_policy' },
    });
    const differ = await reset(token, NEW_PASSWORD, 'Autre-2026!');
    expect(differ.body.error.fields).toEqual({ password_confirmation: 'passwords_differ' });
    expect((await reset(token)).status).toBe(200);
  });

  it('a new link ends the older ones when one is used', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const older = await resetTokenFor(customer);
    const newer = await resetTokenFor(customer);
    expect((await reset(newer)).status).toBe(200);
    expect((await reset(older, 'Encore-2026!')).body.error.code).toBe('reset_link_expired');
  });

  describe('change-password', () => {
    const change = (token: string | undefined, body: Record<string, unknown>) =>
      api.call('POST', '/user/change-password', { token, body });

    it('changes the password, blacklists the token and continues the session', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const { status, body } = await change(customer.token, {
        current_password: customer.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(status).toBe(200);
      expect(body.data.remember_me).toBe(false);
      const old = await api.call('GET', '/customer/logged', { token: customer.token });
      expect(old.body.error.code).toBe('blacklisted_token');
      const fresh = await api.call('GET', '/customer/logged', { token: body.data.token });
      expect(fresh.body.data.customer.id).toBe(customer.customerId);
      expect((await login(api, { login: customer.email, password: NEW_PASSWORD })).status).toBe(
        200,
      );
    });

    it("ends the customer's other sessions and gives the caller a fresh one", async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const caller = await signIn(customer, false);
      const other = await signIn(customer, false);
      const { status, body } = await change(caller, {
        current_password: customer.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(status).toBe(200);

      for (const token of [other, customer.token, caller]) {
        const refused = await logged(token);
        expect(refused.status).toBe(401);
        expect(refused.body.error.code).toBe('blacklisted_token');
      }
      const fresh = await logged(body.data.token);
      expect(fresh.status).toBe(200);
      expect(fresh.body.data.customer.id).toBe(customer.customerId);
      // A login after the change opens a session that works, like any other.
      expect(
        (await logged(await signIn({ ...customer, password: NEW_PASSWORD }, false))).status,
      ).toBe(200);
    });

    it('keeps remember-me on a new grant and ends the old ones', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const other = await login(api, {
        login: customer.email,
        password: customer.password,
        remember_me: true,
      });
      const session = await login(api, {
        login: customer.email,
        password: customer.password,
        remember_me: true,
      });
      const { body } = await change(session.body.data.token, {
        current_password: customer.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(body.data.remember_me).toBe(true);

      clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1);
      // Another device's remember-me is over; the changed session renews itself.
      const otherDevice = await api.call('GET', '/customer/logged', {
        token: other.body.data.token,
      });
      expect(otherDevice.body.error.code).toBe('blacklisted_token');
      expect(otherDevice.body).not.toHaveProperty('data');
      const renewed = await api.call('GET', '/customer/logged', { token: body.data.token });
      expect(renewed.body.error.code).toBe('expired_token');
      expect(renewed.body.data.token).toEqual(expect.any(String));
    });

    it('answers current_password_incorrect, and counts it as a failed login', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const wrong = () =>
        change(customer.token, {
          current_password: 'Pas-le-bon-1!',
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const reply = await wrong();
        expect(reply.status).toBe(400);
        expect(reply.body.error.code).toBe('current_password_incorrect');
      }
      const locked = await wrong();
      expect(locked.status).toBe(429);
      expect(locked.body.error.code).toBe('too_many_attempts');
      // The token still works: a wrong current password ends nothing.
      expect((await api.call('GET', '/customer/logged', { token: customer.token })).status).toBe(
        200,
      );
    });

    it('answers invalid_input for a missing current password or a weak new one', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const { status, body } = await change(customer.token, {
        current_password: '',
        password: 'faible',
        password_confirmation: 'faible',
      });
      expect(status).toBe(400);
      expect(body.error).toMatchObject({
        code: 'invalid_input',
        fields: { current_password: 'current_password_required', password: 'password_policy' },
      });
    });

    it('answers token_required and invalid_token', async () => {
      const body = {
        current_password: 'a',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      };
      expect((await change(undefined, body)).body.error.code).toBe('token_required');
      expect((await change('not.a.token', body)).body.error.code).toBe('invalid_token');
    });
  });
});
