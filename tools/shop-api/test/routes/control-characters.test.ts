import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, type TestCustomer } from '../helpers/customers';
import { useSeededApp } from '../helpers/seeded-app';
import { testDatabaseKinds } from '../helpers/test-databases';
import { element, sellableProducts } from './cart/cart-fixtures';

/** U+0000 (PostgreSQL refuses it), other controls, DEL and C1. */
const CONTROL_TEXTS = ['\u0000', 'a\u0000b', '\u001b[31m', 'x\u007f', '\u0085'];
/** Lone surrogates come in JSON only: a URL carries UTF-8, which cannot spell them. */
const BODY_TEXTS = [...CONTROL_TEXTS, 'a\ud800', '\udc00z'];

describe.each(testDatabaseKinds)('control characters in requests on $name', (kind) => {
  const api = useSeededApp(kind);
  let customer: TestCustomer;
  let cartToken: string;

  beforeAll(async () => {
    customer = await createTestCustomer(api.app, api.db);
    const [product] = await sellableProducts(api.db);
    if (!product) throw new Error('the seed has no product to sell');
    const { status, body } = await api.call('POST', '/cart/update', {
      token: customer.token,
      body: { elements: [element(product.id, 1)] },
    });
    expect(status).toBe(200);
    cartToken = body.data.token;
  });

  /** Each call where U+0000 answered 500, with the text in the field the issue names. */
  const calls: [string, string[], (text: string) => Promise<{ status: number; body: unknown }>][] =
    [
      [
        'login on POST /user/login',
        BODY_TEXTS,
        (text) =>
          api.call('POST', '/user/login', {
            body: { login: `${text}@example.fr`, password: 'x', captcha_token: 'dev-token' },
          }),
      ],
      [
        'cegid_id on GET /customer/code-verification',
        CONTROL_TEXTS,
        (text) => api.get(`/customer/code-verification?cegid_id=${encodeURIComponent(text)}`),
      ],
      [
        'cegid_id on GET /customer/lastname-verification',
        CONTROL_TEXTS,
        (text) =>
          api.get(
            `/customer/lastname-verification?cegid_id=${encodeURIComponent(text)}&lastname=Durand`,
          ),
      ],
      [
        'cegid_id on GET /customer/code-verification-reset-password',
        CONTROL_TEXTS,
        (text) =>
          api.get(
            `/customer/code-verification-reset-password?cegid_id=${encodeURIComponent(text)}&lastname=Durand`,
          ),
      ],
      [
        'cegid_id on POST /customer/check_exist',
        BODY_TEXTS,
        (text) =>
          api.call('POST', '/customer/check_exist', {
            body: { cegid_id: text, lastname: 'Durand' },
          }),
      ],
      [
        'carrier on POST /cart/{token}/validate',
        BODY_TEXTS,
        (text) =>
          api.call('POST', `/cart/${cartToken}/validate`, {
            token: customer.token,
            body: { carrier: text },
          }),
      ],
      [
        'payment_method on POST /cart/{token}/validate',
        BODY_TEXTS,
        (text) =>
          api.call('POST', `/cart/${cartToken}/validate`, {
            token: customer.token,
            body: { carrier: 'parcel', payment_method: text },
          }),
      ],
      [
        'code on POST /cart/{token}/discount',
        BODY_TEXTS,
        (text) =>
          api.call('POST', `/cart/${cartToken}/discount`, {
            token: customer.token,
            body: { code: text },
          }),
      ],
      [
        'code on POST /cart/{token}/asm',
        BODY_TEXTS,
        (text) =>
          api.call('POST', `/cart/${cartToken}/asm`, {
            token: customer.token,
            body: { code: text },
          }),
      ],
    ];

  it.each(calls)(
    'refuses a control character in %s: 400 invalid_input',
    async (_name, texts, call) => {
      for (const text of texts) {
        const { status, body } = await call(text);
        expect({ text, status, body }).toMatchObject({
          status: 400,
          body: { error: { code: 'invalid_input' } },
        });
      }
    },
  );

  it('refuses GET /payment-sandbox/%00 as a malformed token: 400 invalid_input', async () => {
    for (const token of ['%00', `${'a'.repeat(20)}%00`, '%7F', '%C2%85']) {
      const response = await api.app.inject(`/api/v1/payment-sandbox/${token}`);
      expect({ token, status: response.statusCode }).toEqual({ token, status: 400 });
      expect(response.json()).toMatchObject({ error: { code: 'invalid_input' } });
    }
  });

  it('takes line breaks and tabs in a multi-line text, and only there', async () => {
    const form = {
      profile: 'private',
      subject: 'product_advice',
      message: 'Bonjour,\r\n\tce complément convient-il ?\nMerci',
      firstname: 'Louise',
      lastname: 'Martin',
      email: 'louise.martin@example.fr',
      captcha_token: 'dev-token',
    };
    expect((await api.call('POST', '/contact', { body: form })).status).toBe(201);

    const { status, body } = await api.call('POST', '/contact', {
      body: { ...form, firstname: 'Louise\nMartin' },
    });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'invalid_input',
      fields: { firstname: 'invalid_format' },
    });
  });

  it('takes text outside the Basic Multilingual Plane (a surrogate pair)', async () => {
    const { status } = await api.call('POST', '/contact', {
      body: {
        profile: 'private',
        subject: 'other',
        message: 'Merci 😀',
        firstname: 'Zoé',
        lastname: 'Ngô',
        email: 'zoe@example.fr',
        captcha_token: 'dev-token',
      },
    });
    expect(status).toBe(201);
  });
});
