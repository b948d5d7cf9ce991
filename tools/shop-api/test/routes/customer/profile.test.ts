import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerOrigins, customers, outbox, users } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('PUT /customer on $name', (kind) => {
  // 22 November 2026, 10:00 UTC: the birthday rule reads "today" from this clock.
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  const put = (token: string | undefined, body: object) =>
    api.call('PUT', '/customer', { ...(token ? { token } : {}), body });
  const fieldsOf = async (token: string, customer: object) => {
    const reply = await put(token, { customer });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('invalid_input');
    return reply.body.error.fields;
  };

  it('answers token_required without a token', async () => {
    const reply = await put(undefined, { customer: { firstname: 'Anne' } });
    expect(reply.status).toBe(401);
    expect(reply.body.error.code).toBe('token_required');
  });

  it('updates the profile and answers the customer', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    const reply = await put(customer.token, {
      customer: {
        civility: 'Monsieur',
        firstname: '  Jean-Pierre ',
        lastname: "d'Arcy",
        birthday: { day: 29, month: 2, year: 1984 },
        phone: '01 23 45 67 89',
        mobile: '+33 7 12 34 56 78',
        origin: 'PHA',
        company_name: 'Pharmacie Durand',
        siret: '12345678900012',
        optins: { health_newsletter: true, sms: true },
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      id: customer.customerId,
      cegid_id: customer.cegidId,
      civility: 'Monsieur',
      firstname: 'Jean-Pierre',
      lastname: "d'Arcy",
      email: customer.email,
      birthday: { day: 29, month: 2, year: 1984 },
      phone: '0123456789',
      mobile: '0712345678',
      origin: 'PHA',
      company_name: 'Pharmacie Durand',
      siret: '12345678900012',
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
  });

  it('changes only the fields sent, clears optional ones with null or "", and allows no newsletter at all', async () => {
    const customer = await createTestCustomer(api.app, api.db, {
      phone: '0123456789',
      mobile: '0612345678',
      companyName: 'Officine',
      optinHealthNewsletter: true,
      optinProductNewsletter: true,
    });
    const reply = await put(customer.token, {
      customer: {
        phone: null,
        company_name: '',
        optins: { health_newsletter: false, product_newsletter: false },
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      firstname: 'Test',
      lastname: 'Client',
      civility: 'Madame',
      phone: null,
      mobile: '0612345678',
      company_name: null,
      optins: { health_newsletter: false, product_newsletter: false },
    });
  });

  it('applies the rules of libs/domain to names, phones, birthday and origin', async () => {
    const { token, customerId } = await createTestCustomer(api.app, api.db);
    expect(
      await fieldsOf(token, {
        firstname: 'J3an',
        lastname: '',
        civility: 'Mlle',
        mobile: '01 23 45 67 89',
        phone: '06 12 34 56 78',
      }),
    ).toEqual({
      'customer.firstname': 'name_invalid',
      'customer.lastname': 'required_lastname',
      'customer.civility': 'required_civility',
      'customer.mobile': 'mobile_invalid',
      'customer.phone': 'phone_invalid',
    });
    expect(await fieldsOf(token, { birthday: { day: 31, month: 4, year: 1990 } })).toEqual({
      'customer.birthday': 'birthday_invalid',
    });
    expect(await fieldsOf(token, { birthday: { day: 23, month: 11, year: 2026 } })).toEqual({
      'customer.birthday': 'birthday_in_future',
    });
    expect(await fieldsOf(token, { origin: 'XYZ' })).toEqual({
      'customer.origin': 'required_origin',
    });
    // libs/domain's rule: a SIRET has 14 digits.
    expect(await fieldsOf(token, { siret: '123' })).toEqual({ 'customer.siret': 'siret_invalid' });
    // Nothing was written by the refused calls.
    const [row] = await api.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({ firstname: 'Test', birthday: null, origin: null, siret: null });
  });

  it('accepts only an origin the customer_origins list offers', async () => {
    const { token } = await createTestCustomer(api.app, api.db);
    const [press] = await api.db
      .select()
      .from(customerOrigins)
      .where(eq(customerOrigins.code, 'PRE'));
    if (!press) throw new Error('the seed lists the PRE origin');
    expect((await put(token, { customer: { origin: 'PRE' } })).status).toBe(200);
    // A code libs/domain knows but the shop no longer offers.
    await api.db.delete(customerOrigins).where(eq(customerOrigins.code, 'PRE'));
    try {
      expect(await fieldsOf(token, { origin: 'PRE' })).toEqual({
        'customer.origin': 'required_origin',
      });
    } finally {
      await api.db.insert(customerOrigins).values(press);
    }
  });

  describe('e-mail change', () => {
    it('needs the current password and changes the login and the customer file', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const email = `new-${customer.cegidId.toLowerCase()}@example.fr`;

      const missing = await put(customer.token, { customer: { email } });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatchObject({
        code: 'invalid_input',
        fields: { current_password: 'current_password_required' },
      });
      const wrong = await put(customer.token, {
        customer: { email },
        current_password: 'not-my-password',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('current_password_incorrect');

      const changed = await put(customer.token, {
        customer: { email: email.toUpperCase() },
        current_password: customer.password,
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.email).toBe(email);
      const [user] = await api.db.select().from(users).where(eq(users.id, customer.userId));
      expect(user?.email).toBe(email);
      // The former address is told, so a stolen session's change does not go unnoticed.
      const notices = await api.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'email_changed'), eq(outbox.recipient, customer.email)));
      expect(notices).toHaveLength(1);
      expect(notices[0]?.payload).toEqual({ former_email: customer.email, new_email: email });
    });

    it('does not ask the password when the e-mail sent is the current one', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const reply = await put(customer.token, {
        customer: { email: customer.email.toUpperCase(), firstname: 'Lucie' },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ email: customer.email, firstname: 'Lucie' });
    });

    it('answers 409 email_already_used for an e-mail of another account or customer file', async () => {
      const customer = await createTestCustomer(api.app, api.db);
      const other = await createTestCustomer(api.app, api.db);
      const taken = await put(customer.token, {
        customer: { email: other.email },
        current_password: customer.password,
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('email_already_used');

      // A customer known to the laboratory, without a web account yet.
      await api.db.insert(customers).values({
        cegidId: `K${customer.cegidId}`,
        lastname: 'Martin',
        email: `Known-${customer.cegidId}@Example.fr`,
      });
      const known = await put(customer.token, {
        customer: { email: `known-${customer.cegidId}@example.fr`, firstname: 'Nadia' },
        current_password: customer.password,
      });
      expect(known.status).toBe(409);
      expect(known.body.error.code).toBe('email_already_used');
      // The refused call changed nothing, not even the other fields.
      const [row] = await api.db
        .select()
        .from(customers)
        .where(eq(customers.id, customer.customerId));
      expect(row).toMatchObject({ firstname: 'Test', email: customer.email });
      const invalid = await fieldsOf(customer.token, { email: 'not an e-mail' });
      expect(invalid).toEqual({ 'customer.email': 'email_invalid' });
    });
  });

  it("changes the caller's customer only", async () => {
    const caller = await createTestCustomer(api.app, api.db);
    const other = await createTestCustomer(api.app, api.db);
    const reply = await put(caller.token, {
      customer: { firstname: 'Paul', id: other.customerId },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.id).toBe(caller.customerId);
    const [row] = await api.db.select().from(customers).where(eq(customers.id, other.customerId));
    expect(row?.firstname).toBe('Test');
  });

  it('answers 404 customer_not_found for a token whose customer no longer exists', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    await api.db.delete(customers).where(eq(customers.id, customer.customerId));
    const reply = await put(customer.token, { customer: { firstname: 'Anne' } });
    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('customer_not_found');
  });
});
