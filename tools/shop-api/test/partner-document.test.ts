import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@shop/api-client/openapi';
import { createTestCustomer } from './helpers/customers';
import { useSeededApp } from './helpers/seeded-app';
import { testDatabaseKinds } from './helpers/test-databases';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed JSON document, walked by key
type Json = Record<string, any>;

/**
 * A partner who knows only the OpenAPI document the gateway serves at `/docs/json` (built
 * here as the gateway builds it, then read as JSON) logs in and places an order by cheque,
 * over HTTP, against the shop API the gateway proxies 1:1. Every call is found in the
 * document by its operationId, filled from its path, parameters and required fields, and
 * its answer must be one the document lists. The account is the one a shop gives a partner
 * (made by the test helper); the anti-spam token is the one the document says to send.
 */
describe('a partner following the OpenAPI document alone', () => {
  const [pglite] = testDatabaseKinds;
  if (!pglite) throw new Error('PGlite always runs');
  const api = useSeededApp(pglite);
  const document: Json = JSON.parse(JSON.stringify(buildOpenApiDocument('v1')));
  let base = '';

  beforeAll(async () => {
    base = await api.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => api.app.close());

  /** Follows a local `$ref` of the document. */
  const resolve = (node: Json): Json =>
    typeof node.$ref === 'string'
      ? node.$ref
          .slice(2)
          .split('/')
          .reduce((at: Json, key: string) => at[key], document)
      : node;

  function find(operationId: string) {
    for (const [path, methods] of Object.entries(document.paths as Json)) {
      for (const [method, operation] of Object.entries(methods as Json)) {
        if (operation.operationId === operationId) return { path, method, operation };
      }
    }
    throw new Error(`the document has no ${operationId}`);
  }

  /** The fields the document says a call's JSON body must carry. */
  const requiredFields = (operationId: string): string[] =>
    resolve(find(operationId).operation.requestBody.content['application/json'].schema).required;

  interface Call {
    params?: Record<string, string | number>;
    query?: Record<string, string | number>;
    body?: Json;
    token?: string;
  }

  async function call(operationId: string, { params = {}, query = {}, body, token }: Call = {}) {
    const { path, method, operation } = find(operationId);
    const pathParameters = (operation.parameters as Json[]).filter((p) => p.in === 'path');
    const url = new URL(
      path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name]))),
      base,
    );
    expect(pathParameters.map((p) => p.name).sort()).toEqual(Object.keys(params).sort());
    const queryNames = (operation.parameters as Json[]).map((p) => p.name);
    for (const [name, value] of Object.entries(query)) {
      expect(queryNames).toContain(name);
      url.searchParams.set(name, String(value));
    }
    for (const field of body ? requiredFields(operationId) : []) expect(body).toHaveProperty(field);
    const locked = (operation.security ?? []).some((scheme: Json) => 'bearerAuth' in scheme);
    if (locked) expect(token).toBeDefined();
    const response = await fetch(url, {
      method: method.toUpperCase(),
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const reply = (await response.json()) as Json;
    // Whatever the answer, the document lists it.
    expect(Object.keys(operation.responses)).toContain(String(response.status));
    return { status: response.status, reply };
  }

  it('logs in and places an order by cheque', async () => {
    const customer = await createTestCustomer(api.app, api.db);
    // The introduction says what anti-spam token the sandbox takes.
    const sandboxToken = /send for instance `([^`]+)`/.exec(document.info.description)?.[1];
    expect(sandboxToken).toBeDefined();

    expect(requiredFields('login').sort()).toEqual(['captcha_token', 'login', 'password']);
    const login = await call('login', {
      body: { login: customer.email, password: customer.password, captcha_token: sandboxToken },
    });
    expect(login.status).toBe(200);
    const token: string = login.reply.data.token;

    const products = await call('listProducts', { query: { perPage: 5 } });
    const ids = (products.reply.data.items as Json[]).map((product) => product.id as number);
    const cart = await call('updateCart', {
      token,
      body: {
        cart_token: null,
        elements: ids.map((id) => ({ element_id: id, element_type: 'product', quantity: 1 })),
      },
    });
    expect(cart.status).toBe(200);
    expect(cart.reply.data.cart.list.length).toBeGreaterThan(0);
    const cartToken: string = cart.reply.data.token;

    const [civility] = (await call('listCivilities')).reply.data.items as Json[];
    const [city] = (await call('listCities', { query: { zipcode: '69003' } })).reply.data
      .items as Json[];
    const address = {
      label: 'Bureau',
      civility: civility?.label,
      firstname: 'Claire',
      lastname: 'Martin',
      address_line_1: '12 rue des Lilas',
      zipcode: '69003',
      city: city?.name,
      country: 'FR',
      mobile: '0612345678',
    };
    const addressSchema = resolve(
      resolve(find('createAddress').operation.requestBody.content['application/json'].schema)
        .properties.address,
    );
    for (const field of addressSchema.required) expect(address).toHaveProperty(field);
    const created = await call('createAddress', { token, body: { address } });
    expect(created.status).toBe(201);
    const addressId: number = created.reply.data.address.id;

    const carriers = (await call('listCarriers')).reply.data.items as Json[];
    const methods = (await call('listPaymentMethods')).reply.data.items as Json[];
    const carrier = carriers.find((item) => item.code === 'parcel')?.code;
    const cheque = methods.find((item) => item.code === 'cheque')?.code;
    expect([carrier, cheque]).toEqual(['parcel', 'cheque']);

    const order = await call('validateCart', {
      token,
      params: { token: cartToken },
      body: {
        carrier,
        shipping_address_id: addressId,
        billing_address_id: addressId,
        payment_method: cheque,
        phone: '06 12 34 56 78',
        accept_terms: true,
      },
    });
    expect(order.status).toBe(200);
    const orderId: number = order.reply.data.order_id;

    const confirmed = await call('validCheckOrder', { token, query: { cart_token: cartToken } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.reply.data).toMatchObject({
      order_id: orderId,
      shown_status: 'pending_payment',
    });
    expect(confirmed.reply.data.cheque.payee).toBeTypeOf('string');

    const placed = await call('getOrder', { token, params: { id: orderId } });
    expect(placed.status).toBe(200);
    expect(placed.reply.data.number).toBe(order.reply.data.number);
  });
});
