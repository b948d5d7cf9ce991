import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, newsletterSubscriptions } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { countFormRows, outboxFor, uniqueEmail } from './form-rows';

const subscribe = (
  email: string,
  newsletters?: Record<string, boolean>,
  captcha = 'dev-token',
) => ({
  email,
  ...(newsletters ? { newsletters } : {}),
  captcha_token: captcha,
});

const none = { health: false, product: false, diet: false };

describe.each(testDatabaseKinds)('newsletter form on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  const subscription = async (email: string) =>
    (
      await api.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    )[0];

  const optinsOf = async (customerId: number) =>
    (
      await api.db
        .select({
          health: customers.optinHealthNewsletter,
          product: customers.optinProductNewsletter,
          diet: customers.optinDietNewsletter,
        })
        .from(customers)
        .where(eq(customers.id, customerId))
    )[0];

  it('subscribes a new address and welcomes it once', async () => {
    const email = uniqueEmail();
    const { status, body } = await api.call('POST', '/newsletter', {
      body: subscribe(` ${email.toUpperCase()} `, { health: true, diet: true }),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { email, newsletters: { health: true, product: false, diet: true } },
    });
    expect(await subscription(email)).toMatchObject({ email, lists: ['health', 'diet'] });
    expect(await outboxFor(api.db, email)).toEqual([
      {
        kind: 'newsletter_welcome',
        recipient: email,
        subject: 'Bienvenue dans nos newsletters',
        payload: { email, newsletters: ['health', 'diet'] },
      },
    ]);
  });

  it('replaces the lists of a known address, with the same reply and no second welcome', async () => {
    const email = uniqueEmail();
    const first = await api.call('POST', '/newsletter', {
      body: subscribe(email, { health: true, product: true }),
    });
    clock.advance(60_000);
    const again = await api.call('POST', '/newsletter', { body: subscribe(email, { diet: true }) });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual({
      data: { email, newsletters: { health: false, product: false, diet: true } },
    });
    const row = await subscription(email);
    expect(row?.lists).toEqual(['diet']);
    // Subscribed when it first came, not when it changed its mind.
    expect(row?.createdAt.getTime()).toBe(clock.now() - 60_000);
    expect((await outboxFor(api.db, email)).map((message) => message.kind)).toEqual([
      'newsletter_welcome',
    ]);
    const rows = await api.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
  });

  it('keeps one row and one welcome when the same address subscribes several times at once', async () => {
    const email = uniqueEmail();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.call('POST', '/newsletter', { body: subscribe(email, { product: true }) }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await subscription(email)).toMatchObject({ lists: ['product'] });
    expect(await outboxFor(api.db, email)).toHaveLength(1);
  });

  it('ticks the account opt-ins of a logged-in customer subscribing their own address', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const { status } = await api.call('POST', '/newsletter', {
      body: subscribe(customer.email, { health: true, product: true }),
      token: customer.token,
    });
    expect(status).toBe(200);
    expect(await optinsOf(customer.customerId)).toEqual({
      health: true,
      product: true,
      diet: false,
    });
  });

  it('leaves the account alone when a customer subscribes another address', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const friend = uniqueEmail('friend');
    const { status } = await api.call('POST', '/newsletter', {
      body: subscribe(friend, { health: true }),
      token: customer.token,
    });
    expect(status).toBe(200);
    expect(await subscription(friend)).toMatchObject({ lists: ['health'] });
    expect(await optinsOf(customer.customerId)).toEqual(none);
  });

  it.each([
    [
      'no newsletter ticked',
      { email: 'x@example.fr', newsletters: none },
      { newsletters: 'newsletter_required' },
    ],
    ['no choice sent', { email: 'x@example.fr' }, { newsletters: 'newsletter_required' }],
    [
      'a malformed e-mail',
      { email: 'x@', newsletters: { health: true } },
      { email: 'email_invalid' },
    ],
    ['an empty e-mail', { email: '', newsletters: { health: true } }, { email: 'required_email' }],
    ['no e-mail', { newsletters: { health: true } }, { email: 'required' }],
    [
      'a choice that is not a box',
      { email: 'x@example.fr', newsletters: { health: 'yes' } },
      { 'newsletters.health': 'invalid_type' },
    ],
  ])('answers invalid_input for %s and stores nothing', async (_case, form, fields) => {
    const before = await countFormRows(api.db);
    const { status, body } = await api.call('POST', '/newsletter', {
      body: { ...form, captcha_token: 'dev-token' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid_input', message: 'Invalid input', fields } });
    expect(await countFormRows(api.db)).toEqual(before);
  });

  it('answers captcha_failed for a refused or missing token and stores nothing', async () => {
    const email = uniqueEmail();
    const before = await countFormRows(api.db);
    for (const body of [
      subscribe(email, { health: true }, 'fail'),
      { email, newsletters: { health: true } },
    ]) {
      const reply = await api.call('POST', '/newsletter', { body });
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('captcha_failed');
    }
    expect(await countFormRows(api.db)).toEqual(before);
  });

  it('unsubscribes an address, answering alike whether it was known or not', async () => {
    const email = uniqueEmail();
    await api.call('POST', '/newsletter', { body: subscribe(email, { health: true }) });
    const known = await api.call('DELETE', '/newsletter', {
      body: { email: email.toUpperCase(), captcha_token: 'dev-token' },
    });
    expect(known).toMatchObject({ status: 200, body: { data: { email, newsletters: none } } });
    expect(await subscription(email)).toBeUndefined();

    const stranger = uniqueEmail();
    const unknown = await api.call('DELETE', '/newsletter', {
      body: { email: stranger, captcha_token: 'dev-token' },
    });
    expect(unknown).toMatchObject({
      status: 200,
      body: { data: { email: stranger, newsletters: none } },
    });
  });

  it('welcomes again an address that subscribes after leaving', async () => {
    const email = uniqueEmail();
    await api.call('POST', '/newsletter', { body: subscribe(email, { health: true }) });
    await api.call('DELETE', '/newsletter', { body: { email, captcha_token: 'dev-token' } });
    await api.call('POST', '/newsletter', { body: subscribe(email, { product: true }) });
    expect((await outboxFor(api.db, email)).map((message) => message.kind)).toEqual([
      'newsletter_welcome',
      'newsletter_welcome',
    ]);
    expect(await subscription(email)).toMatchObject({ lists: ['product'] });
  });

  it('unticks the account opt-ins of a logged-in customer leaving with their own address', async () => {
    const customer = await createTestCustomer(api.app, api.db, {
      optinHealthNewsletter: true,
      optinDietNewsletter: true,
      optinSms: true,
    });
    const { status } = await api.call('DELETE', '/newsletter', {
      body: { email: customer.email, captcha_token: 'dev-token' },
      token: customer.token,
    });
    expect(status).toBe(200);
    expect(await optinsOf(customer.customerId)).toEqual(none);
    // Only the newsletters: the SMS offers are another opt-in.
    const [row] = await api.db
      .select({ sms: customers.optinSms })
      .from(customers)
      .where(eq(customers.id, customer.customerId));
    expect(row?.sms).toBe(true);
  });

  it('refuses to unsubscribe without a valid captcha or with a malformed address', async () => {
    const email = uniqueEmail();
    await api.call('POST', '/newsletter', { body: subscribe(email, { health: true }) });
    const refused = await api.call('DELETE', '/newsletter', {
      body: { email, captcha_token: 'fail' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('captcha_failed');
    const malformed = await api.call('DELETE', '/newsletter', {
      body: { email: 'not-an-address', captcha_token: 'dev-token' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({
      code: 'invalid_input',
      fields: { email: 'email_invalid' },
    });
    expect(await subscription(email)).toMatchObject({ lists: ['health'] });
  });
});
