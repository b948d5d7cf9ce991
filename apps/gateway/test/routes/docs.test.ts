import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createSpaFixture } from '../helpers/spa-fixture';
import { unusedUrl } from '../helpers/stub-upstream';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed JSON document, walked by key
type Json = Record<string, any>;

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let app: FastifyInstance;
let document: Json;

beforeAll(async () => {
  spa = await createSpaFixture();
  app = await buildApp({ shopApiUrl: await unusedUrl(), spaDir: spa.dir });
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

afterAll(async () => {
  await app.close();
  await spa.remove();
});

/** Follows a local `$ref` (`#/components/schemas/X`) of the document. */
function resolve(node: Json): Json {
  if (typeof node.$ref !== 'string') return node;
  return node.$ref
    .slice(2)
    .split('/')
    .reduce((at: Json, key: string) => at[key], document);
}

describe('/docs: OpenAPI of the proxied shop API', () => {
  it('is an OpenAPI 3 document of /api/v1 paths, with the auth flow in its introduction', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBeTypeOf('string');
    expect(document.info.description).toContain('Authorization: Bearer');
    expect(document.info.description).toContain('expired_token');
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(80);
    expect(paths.every((path) => path.startsWith('/api/v1/'))).toBe(true);
    // The gateway's own routes are not the API.
    expect(paths).not.toContain('/health');
    expect(paths.some((path) => path.startsWith('/docs'))).toBe(false);
  });

  it('describes POST /user/login with its request schema, and errors with the envelope', () => {
    const login = document.paths['/api/v1/user/login'].post;
    const body = resolve(login.requestBody.content['application/json'].schema);
    expect(body.type).toBe('object');
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['login', 'password', 'remember_me']),
    );
    const reply = resolve(login.responses['200'].content['application/json'].schema);
    expect(reply.properties.data.properties).toHaveProperty('token');
    expect(login.responses['401'].description).toContain('invalid_credentials');
    const error = resolve(login.responses['401'].content['application/json'].schema);
    expect(error.properties).toHaveProperty('error');
    expect(login.security).toBeUndefined();
  });

  it('says which login fields are required, what each is, and what a missing one answers', () => {
    const login = document.paths['/api/v1/user/login'].post;
    const body = resolve(login.requestBody.content['application/json'].schema);
    expect(body.required).toEqual(expect.arrayContaining(['login', 'password', 'captcha_token']));
    expect(body.properties.captcha_token.description).toContain('400 captcha_failed');
    expect(body.properties.remember_me.description).toBeTypeOf('string');
    expect(login.responses['400'].description).toContain('captcha_failed');
    expect(login.responses['400'].description).toContain('missing_credentials');
    // Two fields answer the same code when missing: it is listed once.
    expect(login.responses['400'].description.split('missing_credentials')).toHaveLength(2);
    expect(document.info.description).toContain('CAPTCHA_MODE=dev');
    // The rules beyond the fields: the waits after failed logins.
    expect(login.description).toContain('Retry-After');
  });

  it('says what every parameter and request field is', () => {
    const undescribed: string[] = [];
    const walk = (node: Json, at: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [name, property] of Object.entries((node.properties ?? {}) as Json)) {
        if (typeof property.description !== 'string') undescribed.push(`${at}.${name}`);
        walk(property, `${at}.${name}`);
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'properties') walk(value, at);
    };
    for (const [path, item] of Object.entries(document.paths as Json)) {
      for (const [method, operation] of Object.entries(item as Json)) {
        for (const parameter of operation.parameters as Json[]) {
          if (typeof parameter.description !== 'string') {
            undescribed.push(`${method} ${path} ${parameter.name}`);
          }
        }
        for (const content of Object.values(operation.requestBody?.content ?? {}) as Json[]) {
          walk(resolve(content.schema), `${method} ${path}`);
        }
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('gives every operation the gateway’s own 502, 503 and 504, written once', () => {
    for (const item of Object.values(document.paths) as Json[]) {
      for (const operation of Object.values(item) as Json[]) {
        for (const status of ['502', '503', '504']) {
          expect(operation.responses[status].$ref).toMatch(/^#\/components\/responses\//);
        }
      }
    }
    expect(Object.keys(document.components.responses)).toHaveLength(3);
  });

  it('describes logout as the POST the gateway accepts', () => {
    expect(Object.keys(document.paths['/api/v1/user/logout'])).toEqual(['post']);
    expect(document.info.description).toContain('POST /api/v1/user/logout');
  });

  it('describes GET /product with its query parameters', () => {
    const list = document.paths['/api/v1/product'].get;
    const query = list.parameters.filter((parameter: Json) => parameter.in === 'query');
    expect(query.length).toBeGreaterThan(2);
    expect(query.map((parameter: Json) => parameter.name)).toContain('shop_id');
    const detail = document.paths['/api/v1/product/{id}'].get;
    expect(detail.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
  });

  it('puts bearer security on calls that need the token, optional on cart calls', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const orders = document.paths['/api/v1/order'].get;
    expect(orders.security).toEqual([{ bearerAuth: [] }]);
    expect(orders.responses['401'].description).toContain('expired_token');
    expect(document.paths['/api/v1/cart/update'].post.security).toEqual([{}, { bearerAuth: [] }]);
    expect(document.paths['/api/v1/product'].get.security).toBeUndefined();
  });

  it('gives every operation a unique id and a success reply', () => {
    const ids = new Set<string>();
    for (const item of Object.values(document.paths) as Json[]) {
      for (const operation of Object.values(item) as Json[]) {
        expect(ids.has(operation.operationId)).toBe(false);
        ids.add(operation.operationId);
        // A success, or the sandbox payment page's 303 back to the shop.
        expect(Object.keys(operation.responses).some((status) => /^(20\d|303)$/.test(status))).toBe(
          true,
        );
      }
    }
  });

  it('answers the Swagger UI page as HTML under its own CSP', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Helmet's other headers stay.
    expect(page.headers['strict-transport-security']).toContain('max-age=31536000');
    const script = await app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });

  it('leaves the storefront CSP on other pages', async () => {
    const withHosts = await buildApp({
      shopApiUrl: await unusedUrl(),
      spaDir: spa.dir,
      cspHosts: {
        tagManager: ['https://tags.example'],
        consent: [],
        survey: [],
        captcha: [],
        payment: [],
      },
    });
    try {
      const docs = await withHosts.inject({ method: 'GET', url: '/docs' });
      expect(docs.headers['content-security-policy']).not.toContain('tags.example');
      const page = await withHosts.inject({ method: 'GET', url: '/fr/' });
      expect(page.headers['content-security-policy']).toContain('tags.example');
    } finally {
      await withHosts.close();
    }
  });
});
