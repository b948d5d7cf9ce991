import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../../src/db/schema';
import { createTestCustomer } from '../../helpers/customers';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { createCodeOnlyCustomer, freshAddress, freshEmail, signUpBody } from './identity-calls';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe.each(testDatabaseKinds)('sign-up with a customer code on $name', (kind) => {
  const api = useSeededApp(kind);
  // Each call from an address of its own: an address gets only a few lookups (enumeration.test.ts).
  const lookUp = (path: string) => api.call('GET', path, { remoteAddress: freshAddress() });
  const codeVerification = (cegid_id: string) =>
    lookUp(`/customer/code-verification?${query({ cegid_id })}`);
  const lastnameVerification = (cegid_id: string, lastname: string) =>
    lookUp(`/customer/lastname-verification?${query({ cegid_id, lastname })}`);
  const checkExist = (cegid_id: string, lastname: string) =>
    api.call('POST', '/customer/check_exist', {
      body: { cegid_id, lastname },
      remoteAddress: freshAddress(),
    });
  const loginHint = (cegid_id: string, lastname: string) =>
    lookUp(`/customer/code-verification-reset-password?${query({ cegid_id, lastname })}`);
  const signUpWithCode = (body: Record<string, unknown>) =>
    api.call('POST', '/user/signup', { body: signUpBody(body), remoteAddress: freshAddress() });

  it('verifies the seeded code of a customer who can sign up, in any case', async () => {
    const ok = await codeVerification('C200001');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { cegid_id: 'C200001', valid: true } });
    expect((await codeVerification(' c200001 ')).body.data.cegid_id).toBe('C200001');
  });

  it('answers customer_code_unknown for a code nobody has', async () => {
    for (const reply of [
      await codeVerification('C999999'),
      await lastnameVerification('C999999', 'Bernard'),
      await checkExist('C999999', 'Bernard'),
      await loginHint('C999999', 'Bernard'),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('customer_code_unknown');
    }
  });

  it('answers customer_already_has_user for the code of a customer with an account', async () => {
    const reply = await codeVerification('C100001');
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('customer_already_has_user');
    const check = await checkExist('C100001', 'Durand');
    expect(check.status).toBe(409);
    expect(check.body.error.code).toBe('customer_already_has_user');
  });

  it('compares last names without case or accents', async () => {
    const customer = await createCodeOnlyCustomer(api, { lastname: 'Lefèvre-Dubœuf' });
    for (const typed of ['Lefèvre-Dubœuf', 'LEFEVRE-DUBOEUF', '  lefevre-duboeuf ']) {
      const reply = await lastnameVerification(customer.cegidId, typed);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ data: { cegid_id: customer.cegidId, valid: true } });
    }
    const typographic = await createCodeOnlyCustomer(api, { lastname: "D'Arcy" });
    expect((await lastnameVerification(typographic.cegidId, 'd’arcy')).status).toBe(200);
  });

  it('answers lastname_mismatch when the last name is not the one on file', async () => {
    const customer = await createCodeOnlyCustomer(api, { lastname: 'Lefèvre' });
    for (const reply of [
      await lastnameVerification(customer.cegidId, 'Lefebvre'),
      await checkExist(customer.cegidId, 'Lefebvre'),
      await loginHint(customer.cegidId, 'Lefebvre'),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('lastname_mismatch');
    }
  });

  it('check_exist answers what fills the sign-up form', async () => {
    const { status, body } = await checkExist('C200001', 'bernard');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { cegid_id: 'C200001', civility: 'Monsieur', firstname: 'Julien', lastname: 'Bernard' },
    });
  });

  it('answers invalid_input when the code or the last name is missing', async () => {
    const noCode = await api.call('POST', '/customer/check_exist', { body: { lastname: 'X' } });
    expect(noCode.status).toBe(400);
    expect(noCode.body.error).toMatchObject({
      code: 'invalid_input',
      fields: { cegid_id: 'required' },
    });
    expect((await api.get('/customer/lastname-verification?cegid_id=C200001')).status).toBe(400);
  });

  it('answers customer_already_attached when the customer e-mail is another account login', async () => {
    // The seeded C200002 has the e-mail of the demo account of Paul Lefebvre.
    const check = await checkExist('C200002', 'MARTIN');
    expect(check.status).toBe(409);
    expect(check.body.error.code).toBe('customer_already_attached');
    const hint = await loginHint('C200002', 'Martin');
    expect(hint.status).toBe(200);
    expect(hint.body).toEqual({ data: { masked_email: 'p***@example.fr' } });
  });

  it('tells a customer with an account which login to use, masked', async () => {
    const hint = await loginHint('C100001', 'durand');
    expect(hint.body).toEqual({ data: { masked_email: 'm***@example.fr' } });
    const none = await loginHint('C200001', 'Bernard');
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('username_not_found');
  });

  it('creates the account of the known customer through POST /user/signup with cegid_id', async () => {
    const customer = await createCodeOnlyCustomer(api, {
      lastname: 'Lefèvre',
      email: freshEmail('old'),
    });
    const email = freshEmail('hugo');
    const { status, body } = await signUpWithCode({
      cegid_id: customer.cegidId,
      civility: 'Monsieur',
      firstname: 'Hugo',
      lastname: 'LEFEVRE',
      email,
    });
    expect(status).toBe(200);
    expect(body.data.user.email).toBe(email);
    expect(body.data.customer).toMatchObject({
      id: customer.id,
      cegid_id: customer.cegidId,
      // The file's spelling stays; the form's answers replace the rest.
      lastname: 'Lefèvre',
      email,
      origin: 'PHA',
    });
    expect((await codeVerification(customer.cegidId)).body.error.code).toBe(
      'customer_already_has_user',
    );
    const again = await signUpWithCode({ cegid_id: customer.cegidId, lastname: 'Lefèvre' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('customer_already_has_user');
  });

  it('refuses the sign-up with a code on every error of the steps', async () => {
    const signUp = signUpWithCode;
    const unknown = await signUp({ cegid_id: 'C999999', lastname: 'Bernard' });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'customer_code_unknown']);
    const mismatch = await signUp({ cegid_id: 'C200001', lastname: 'Bertrand' });
    expect([mismatch.status, mismatch.body.error.code]).toEqual([400, 'lastname_mismatch']);
    const attached = await signUp({ cegid_id: 'C200002', lastname: 'Martin' });
    expect([attached.status, attached.body.error.code]).toEqual([409, 'customer_already_attached']);

    const customer = await createCodeOnlyCustomer(api, { lastname: 'Roux' });
    const taken = await createTestCustomer(api.app, api.db);
    const used = await signUp({ cegid_id: customer.cegidId, lastname: 'Roux', email: taken.email });
    expect([used.status, used.body.error.code]).toEqual([409, 'user_already_exists']);
    const [untouched] = await api.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(untouched?.email).toBeNull();
  });
});
