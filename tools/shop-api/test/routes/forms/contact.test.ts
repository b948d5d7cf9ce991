import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_PROFILES, CONTACT_SUBJECTS } from '@shop/api-client/contract';
import { contactRequests } from '../../../src/db/schema';
import { CUSTOMER_SERVICE_EMAIL } from '../../../src/repositories/forms/customer-service';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { countFormRows, outboxFor, uniqueEmail } from './form-rows';

function contactForm(email: string, changes: Record<string, unknown> = {}) {
  return {
    profile: 'private',
    subject: 'product_advice',
    message: '  Bonjour, ce complément convient-il pendant la grossesse ?  ',
    firstname: 'Louise',
    lastname: 'Martin',
    email,
    captcha_token: 'dev-token',
    ...changes,
  };
}

describe.each(testDatabaseKinds)('contact form on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  const storedRequest = async (id: number) =>
    (await api.db.select().from(contactRequests).where(eq(contactRequests.id, id)))[0];

  it('lists the profiles and subjects the form offers, with their labels', async () => {
    const { status, body } = await api.get('/contact');
    expect(status).toBe(200);
    expect(body.data.profiles.map((choice: { code: string }) => choice.code)).toEqual([
      ...CONTACT_PROFILES,
    ]);
    expect(body.data.subjects.map((choice: { code: string }) => choice.code)).toEqual([
      ...CONTACT_SUBJECTS,
    ]);
    expect(body.data.profiles[1]).toEqual({
      code: 'health_professional',
      label: 'Professionnel de santé',
    });
  });

  it('stores a visitor request and queues it for customer service with an acknowledgement', async () => {
    const email = uniqueEmail();
    const { status, body } = await api.call('POST', '/contact', {
      body: contactForm(email.toUpperCase(), {
        function: 'Sage-femme',
        address_line_1: '4 rue des Lilas',
        zipcode: '69003',
        city: 'Lyon',
      }),
    });
    expect(status).toBe(201);
    expect(body).toEqual({ data: { id: expect.any(Number) } });
    const { id } = body.data;

    const stored = await storedRequest(id);
    expect(stored?.customerId).toBeNull();
    // The form as the rule outputs it: trimmed, e-mail lowercased, no captcha token.
    expect(stored?.payload).toEqual({
      profile: 'private',
      subject: 'product_advice',
      message: 'Bonjour, ce complément convient-il pendant la grossesse ?',
      firstname: 'Louise',
      lastname: 'Martin',
      email,
      function: 'Sage-femme',
      address_line_1: '4 rue des Lilas',
      zipcode: '69003',
      city: 'Lyon',
    });

    expect(await outboxFor(api.db, email)).toEqual([
      {
        kind: 'contact_acknowledgement',
        recipient: email,
        subject: 'Nous avons bien reçu votre message',
        payload: {
          contact_request_id: id,
          firstname: 'Louise',
          lastname: 'Martin',
          subject: 'Un conseil sur un produit',
        },
      },
    ]);
    const forService = (await outboxFor(api.db, CUSTOMER_SERVICE_EMAIL)).filter(
      (message) => (message.payload as { contact_request_id?: number }).contact_request_id === id,
    );
    expect(forService).toEqual([
      {
        kind: 'contact_request',
        recipient: CUSTOMER_SERVICE_EMAIL,
        subject: 'Contact (Particulier)\u202f: Un conseil sur un produit',
        payload: expect.objectContaining({
          contact_request_id: id,
          customer_id: null,
          reply_to: email,
          message: 'Bonjour, ce complément convient-il pendant la grossesse ?',
        }),
      },
    ]);
  });

  it('links the request of a logged-in customer to them', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const { status, body } = await api.call('POST', '/contact', {
      body: contactForm(customer.email, { subject: 'order' }),
      token: customer.token,
    });
    expect(status).toBe(201);
    expect((await storedRequest(body.data.id))?.customerId).toBe(customer.customerId);
  });

  it('refuses a bad token rather than storing the request as a visitor', async () => {
    const before = await countFormRows(api.db);
    const { status, body } = await api.call('POST', '/contact', {
      body: contactForm(uniqueEmail()),
      token: 'not.a.jwt',
    });
    expect(status).toBe(401);
    expect(body.error.code).toBe('invalid_token');
    expect(await countFormRows(api.db)).toEqual(before);
  });

  it.each([
    ['an empty message', { message: '   ' }, { message: 'required_message' }],
    ['a missing subject', { subject: undefined }, { subject: 'required' }],
    ['an unknown profile', { profile: 'robot' }, { profile: 'invalid_value' }],
    ['a malformed e-mail', { email: 'louise.example.fr' }, { email: 'email_invalid' }],
    ['a name with digits', { lastname: 'M4rtin' }, { lastname: 'name_invalid' }],
    ['an overseas postcode', { zipcode: '97400' }, { zipcode: 'zipcode_invalid' }],
    ['a message too long', { message: 'a'.repeat(2001) }, { message: 'max_length' }],
    [
      'several faults',
      { firstname: '', email: '' },
      { firstname: 'required_firstname', email: 'required_email' },
    ],
  ])('answers invalid_input for %s and stores nothing', async (_case, changes, fields) => {
    const before = await countFormRows(api.db);
    const { status, body } = await api.call('POST', '/contact', {
      body: contactForm(uniqueEmail(), changes),
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid_input', message: 'Invalid input', fields } });
    expect(await countFormRows(api.db)).toEqual(before);
  });

  it.each([
    ['a refused token', 'fail'],
    ['no token', undefined],
  ])('answers captcha_failed for %s and stores nothing', async (_case, token) => {
    const email = uniqueEmail();
    const before = await countFormRows(api.db);
    const { status, body } = await api.call('POST', '/contact', {
      body: contactForm(email, { captcha_token: token }),
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: { code: 'captcha_failed', message: 'Anti-spam check failed' },
    });
    expect(await countFormRows(api.db)).toEqual(before);
    expect(await outboxFor(api.db, email)).toEqual([]);
  });
});
