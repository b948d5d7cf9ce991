import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_CODE_QUOTA } from '../../../src/repositories/identity/login-failures';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import {
  createCodeOnlyCustomer,
  freshAddress,
  freshEmail,
  outboxOf,
  signUpBody,
} from './identity-calls';

/**
 * Nobody learns from the identity calls which e-mails or codes the shop knows: the same answer and the same work where the spec allows it, and only a few
 * tries per address where it needs the difference (customer codes). Equal work is asserted
 * by counting it, not by timing it.
 */
describe.each(testDatabaseKinds)('account enumeration on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const rewind = (email: string) =>
    api.call('POST', '/user/rewind', {
      body: { email, captcha_token: 'ok' },
      remoteAddress: freshAddress(),
    });

  it('a reset request answers and works alike for a known and an unknown e-mail', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const stranger = freshEmail('stranger');
    const transactions = vi.spyOn(api.db, 'transaction');

    const known = await rewind(customer.email);
    expect(transactions).toHaveBeenCalledTimes(1);
    const unknown = await rewind(stranger);
    expect(transactions).toHaveBeenCalledTimes(2);

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    // One e-mail each: a link for the account, a notice without one for the stranger.
    const [link] = await outboxOf(api, customer.email);
    expect(link?.kind).toBe('password_reset');
    const strangerMails = await outboxOf(api, stranger);
    expect(strangerMails).toHaveLength(1);
    expect(strangerMails[0]).toMatchObject({
      kind: 'password_reset_no_account',
      payload: { sign_up_link: '/fr/inscription' },
    });
    expect(JSON.stringify(strangerMails[0]?.payload)).not.toContain('token');
  });

  it('a sign-up hashes the password once, whether the e-mail is free or taken', async () => {
    const taken = await createTestCustomer(api.app, api.db);
    const customerEmail = freshEmail('known');
    await createCodeOnlyCustomer(api, { lastname: 'Roux', email: customerEmail });
    const hash = vi.spyOn(api.app.passwords, 'hash');
    const signUp = (email: string) =>
      api.call('POST', '/user/signup', {
        body: signUpBody({ email }),
        remoteAddress: freshAddress(),
      });

    const outcomes = [];
    for (const email of [freshEmail(), taken.email, customerEmail]) {
      const reply = await signUp(email);
      outcomes.push(reply.status === 200 ? 'created' : reply.body.error.code);
    }
    // The spec names both refusals (SPEC.md §8), so they stay; their time does not differ.
    expect(outcomes).toEqual(['created', 'user_already_exists', 'email_already_used']);
    expect(hash).toHaveBeenCalledTimes(3);
  });

  it('gives an address a few customer-code lookups, then 429 with Retry-After', async () => {
    const address = freshAddress();
    const lookUps = [
      '/customer/code-verification?cegid_id=C999999',
      '/customer/code-verification?cegid_id=C200001',
      '/customer/lastname-verification?cegid_id=C200001&lastname=Dupont',
      '/customer/code-verification-reset-password?cegid_id=C100001&lastname=Durand',
    ];
    const lookUp = (index: number, from = address) =>
      api.call('GET', lookUps[index % lookUps.length] as string, { remoteAddress: from });

    for (let index = 0; index < CUSTOMER_CODE_QUOTA.max; index += 1) {
      expect((await lookUp(index)).status).not.toBe(429);
      clock.advance(1000);
    }
    const refused = await api.call('POST', '/customer/check_exist', {
      body: { cegid_id: 'C200001', lastname: 'Bernard' },
      remoteAddress: address,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_attempts');
    const windowS = CUSTOMER_CODE_QUOTA.windowMs / 1000;
    expect(refused.headers['retry-after']).toBe(String(windowS - CUSTOMER_CODE_QUOTA.max));
    // A sign-up with a code is a lookup too; a sign-up by e-mail alone is not.
    const withCode = await api.call('POST', '/user/signup', {
      body: signUpBody({ cegid_id: 'C200001', lastname: 'Bernard' }),
      remoteAddress: address,
    });
    expect(withCode.body.error.code).toBe('too_many_attempts');
    const byEmail = await api.call('POST', '/user/signup', {
      body: signUpBody(),
      remoteAddress: address,
    });
    expect(byEmail.status).toBe(200);

    // Another address is not concerned; this one gets one more when the oldest is old enough.
    expect((await lookUp(1, freshAddress())).status).toBe(200);
    clock.advance(CUSTOMER_CODE_QUOTA.windowMs - CUSTOMER_CODE_QUOTA.max * 1000);
    expect((await lookUp(1)).status).toBe(200);
    expect((await lookUp(1)).status).toBe(429);
  });
});
