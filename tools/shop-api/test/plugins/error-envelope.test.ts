import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../helpers/seeded-app';
import { pglite } from '../helpers/test-databases';

const LONG = 'a'.repeat(150);

/** Fastify's own replies: its codes, its wording, the request quoted back. */
function expectNothingOfFastify(body: string) {
  expect(body).not.toContain('FST_');
  expect(body).not.toContain('statusCode');
  expect(body).not.toContain(LONG);
  expect(body).not.toMatch(/content-type|is not valid|exceeding|Unsupported Media Type:/i);
}

describe("Fastify's own refusals, as our envelope (issue 28, item 13)", () => {
  const api = useSeededApp(pglite);

  it.each(['/api/v1/page/', '/api/v1/cart/', '/api/v1/payment-sandbox/'])(
    'a path parameter over 100 characters (%s…) is not found, without the URL echoed',
    async (prefix) => {
      const response = await api.app.inject(`${prefix}${LONG}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
      expectNothingOfFastify(response.body);
    },
  );

  it('a URL that cannot be decoded is a 400 bad_request', async () => {
    const response = await api.app.inject('/api/v1/page/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'Bad request' } });
    expectNothingOfFastify(response.body);
  });

  it('a body that is not JSON is a 400 bad_request with our message', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "ada@example.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'Bad request' } });
    expectNothingOfFastify(response.body);
  });

  it('a content type no route reads is a 415, without the type quoted back', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'text/x-evil-<script>' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'unsupported_media_type', message: 'Unsupported media type' },
    });
    expect(response.body).not.toContain('evil');
    expectNothingOfFastify(response.body);
  });
});
