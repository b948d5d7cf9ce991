import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { VITALS_RATE_LIMIT } from '../../src/routes/vitals';
import { MAX_ROUTES, QUANTILE_WINDOW_SECONDS } from '../../src/vitals/vitals-metrics';
import { createSpaFixture } from '../helpers/spa-fixture';
import { unusedUrl } from '../helpers/stub-upstream';

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let app: FastifyInstance;
/** Each test comes from its own address, so the rate limit of one does not reach another. */
let address = 0;
let remoteAddress = '';

const beacon = (overrides: Record<string, unknown> = {}) => ({
  name: 'LCP',
  value: 1200,
  rating: 'good',
  id: 'v4-1700000000000-1234567890',
  page: '/fr/produit/intima',
  navigationType: 'navigate',
  ...overrides,
});

function send(payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function metrics() {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** A series as a scraper reads it: its name and its labels, in whatever order they come. */
function seriesKey(series: string): string {
  const [, name = '', labels = ''] = /^([^{]+)(?:\{(.*)\})?$/.exec(series) ?? [];
  return `${name}{${labels.split(',').filter(Boolean).sort().join(',')}}`;
}

/** The value of one series of the exposition, by its name and labels. */
function sample(text: string, series: string): number | undefined {
  const wanted = seriesKey(series);
  for (const line of text.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (line.startsWith('#') || space < 0) continue;
    if (seriesKey(line.slice(0, space)) === wanted) return Number(line.slice(space + 1));
  }
  return undefined;
}

beforeAll(async () => {
  spa = await createSpaFixture();
});

afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

afterAll(async () => {
  await spa.remove();
});

async function freshApp() {
  address += 1;
  remoteAddress = `198.51.100.${address}`;
  app = await buildApp({ shopApiUrl: await unusedUrl(), spaDir: spa.dir });
}

describe('POST /api/vitals and /metrics', () => {
  it('accepts a sendBeacon text/plain beacon and a JSON one with 204, without CSRF header', async () => {
    await freshApp();
    const plain = await send(beacon(), { cookie: 'jwt_token=abc' });
    expect(plain.statusCode).toBe(204);
    expect(plain.body).toBe('');
    const json = await send([beacon({ name: 'CLS', value: 0.12 })], {
      'content-type': 'application/json',
    });
    expect(json.statusCode).toBe(204);
    const text = await metrics();
    expect(sample(text, 'web_vitals_count{name="LCP"}')).toBe(1);
    expect(sample(text, 'web_vitals_sum{name="CLS"}')).toBe(0.12);
  });

  it.each([
    ['an unknown metric', beacon({ name: 'FID' })],
    ['a negative value', beacon({ value: -1 })],
    ['an unbounded value', beacon({ value: 1e12 })],
    ['a layout shift over 100', beacon({ name: 'CLS', value: 500 })],
    ['an unknown rating', beacon({ rating: 'great' })],
    ['a page with a query string', beacon({ page: '/fr/compte?email=a@b.c' })],
    ['a missing id', { ...beacon(), id: undefined }],
    ['an empty batch', []],
    ['a batch of 11', Array.from({ length: 11 }, () => beacon())],
    ['not JSON', '{name: LCP'],
    ['the JSON value NaN spelled out', '{"name":"LCP","value":NaN}'],
  ])('answers 400 invalid_input to %s and records nothing', async (_case, payload) => {
    await freshApp();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_input' } });
    expect(await metrics()).not.toContain('web_vitals_count');
  });

  it('answers an empty body with 400 and a huge one with 413, never a 5xx', async () => {
    await freshApp();
    const empty = await app.inject({ method: 'POST', url: '/api/vitals', remoteAddress });
    expect(empty.statusCode).toBe(400);
    const huge = await send('x'.repeat(64 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('exposes quantiles 0.5, 0.75, 0.95 and 0.99 of the values received', async () => {
    await freshApp();
    // 1..100 ms: prom-client's t-digest interpolates between neighbouring ranks, q·100 + 0.5.
    for (let start = 1; start <= 100; start += 10) {
      const batch = Array.from({ length: 10 }, (_, i) => beacon({ name: 'INP', value: start + i }));
      expect((await send(batch)).statusCode).toBe(204);
    }
    const text = await metrics();
    expect(text).toContain('# TYPE web_vitals summary');
    expect(sample(text, 'web_vitals{name="INP",quantile="0.5"}')).toBe(50.5);
    expect(sample(text, 'web_vitals{name="INP",quantile="0.75"}')).toBe(75.5);
    expect(sample(text, 'web_vitals{name="INP",quantile="0.95"}')).toBe(95.5);
    expect(sample(text, 'web_vitals{name="INP",quantile="0.99"}')).toBe(99.5);
    expect(sample(text, 'web_vitals_count{name="INP"}')).toBe(100);
    expect(sample(text, 'web_vitals_sum{name="INP"}')).toBe(5050);
    // Per page template: every product page counts under one series.
    expect(sample(text, 'web_vitals_by_route_count{name="INP",route="/fr/produit/*"}')).toBe(100);
  });

  it('forgets values older than the quantile window, and keeps a bounded set of routes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await freshApp();
    const batches = MAX_ROUTES + 5;
    // Old values are large, the recent ones small: past the window, the p99 forgets the old.
    for (let i = 0; i < batches; i += 1) {
      if (i === 5) vi.setSystemTime(Date.now() + (QUANTILE_WINDOW_SECONDS + 1) * 1000);
      const value = i < 5 ? 9000 : 10;
      const page = `/fr/page-${i}`;
      const batch = Array.from({ length: 10 }, () => beacon({ name: 'TTFB', value, page }));
      const response = await app.inject({
        method: 'POST',
        url: '/api/vitals',
        // Spread over addresses: this test is about the window, not the rate limit.
        remoteAddress: `203.0.113.${i % 200}`,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(batch),
      });
      expect(response.statusCode).toBe(204);
    }
    const text = await metrics();
    expect(sample(text, 'web_vitals{name="TTFB",quantile="0.99"}')).toBe(10);
    // The count and the sum are since the start.
    expect(sample(text, 'web_vitals_count{name="TTFB"}')).toBe(batches * 10);
    expect(sample(text, 'web_vitals_sum{name="TTFB"}')).toBe(
      5 * 10 * 9000 + (batches - 5) * 10 * 10,
    );
    const routes = new Set(
      text
        .split('\n')
        .filter((line) => line.startsWith('web_vitals_by_route_count'))
        .map((line) => /route="([^"]*)"/.exec(line)?.[1]),
    );
    expect(routes.size).toBe(MAX_ROUTES);
    expect(routes).toContain('other');
  });

  it(`limits each address to ${VITALS_RATE_LIMIT.max} beacons a minute`, async () => {
    await freshApp();
    for (let i = 0; i < VITALS_RATE_LIMIT.max; i += 1) {
      expect((await send(beacon())).statusCode).toBe(204);
    }
    const refused = await send(beacon());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'too_many_requests' } });
    remoteAddress = '198.51.100.250';
    expect((await send(beacon())).statusCode).toBe(204);
  });

  it('is not swallowed by the SPA: other methods get the JSON 404, /metrics is not cached', async () => {
    await freshApp();
    const get = await app.inject({ method: 'GET', url: '/api/vitals' });
    expect(get.statusCode).toBe(404);
    expect(get.headers['content-type']).toMatch(/json/);
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('/metrics answers only the addresses of METRICS_ALLOWED', () => {
  async function scrape(remote: string, forwardedFor?: string) {
    const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
    return app.inject({ method: 'GET', url: '/metrics', remoteAddress: remote, headers });
  }

  function expectHidden(response: Awaited<ReturnType<typeof scrape>>) {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    expect(response.body).not.toContain('web_vitals');
  }

  it('answers the host itself by default and hides from anyone else with our 404', async () => {
    app = await buildApp({ shopApiUrl: await unusedUrl(), spaDir: spa.dir });
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await scrape(local)).statusCode, local).toBe(200);
    }
    expectHidden(await scrape('203.0.113.9'));
    expectHidden(await scrape('10.0.0.5'));
    // Without a trusted proxy nobody's X-Forwarded-For is read.
    expectHidden(await scrape('203.0.113.9', '127.0.0.1'));
  });

  it('answers the configured ranges only', async () => {
    app = await buildApp({
      shopApiUrl: await unusedUrl(),
      spaDir: spa.dir,
      metricsAllowed: ['10.0.0.0/8', '2001:db8::5'],
    });
    expect((await scrape('10.1.2.3')).statusCode).toBe(200);
    expect((await scrape('2001:db8::5')).statusCode).toBe(200);
    expectHidden(await scrape('127.0.0.1'));
    expectHidden(await scrape('192.0.2.1'));
  });

  it('judges the client behind a trusted proxy, never the proxy itself', async () => {
    app = await buildApp({
      shopApiUrl: await unusedUrl(),
      spaDir: spa.dir,
      trustedProxies: ['loopback'],
      metricsAllowed: ['loopback', '10.0.0.0/8'],
    });
    // A public visitor through a proxy on the same host is not the host.
    expectHidden(await scrape('127.0.0.1', '203.0.113.9'));
    expectHidden(await scrape('127.0.0.1'));
    expectHidden(await scrape('127.0.0.1', '10.1.2.3, 203.0.113.9'));
    expect((await scrape('127.0.0.1', '10.1.2.3')).statusCode).toBe(200);
  });

  it('answers nobody when the list is empty', async () => {
    app = await buildApp({ shopApiUrl: await unusedUrl(), spaDir: spa.dir, metricsAllowed: [] });
    expectHidden(await scrape('127.0.0.1'));
  });
});
