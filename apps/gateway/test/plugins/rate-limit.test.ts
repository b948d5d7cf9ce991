import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type GatewayOptions } from '../../src/app';
import { limitedCall, RATE_LIMITS } from '../../src/plugins/external/rate-limit';
import { createSpaFixture } from '../helpers/spa-fixture';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream';

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let upstream: StubUpstream;
/** Calls that reached the shop API: a refused call must never get there. */
let forwarded: string[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.addHook('onRequest', async (request) => {
      forwarded.push(`${request.method} ${request.url.split('?')[0]}`);
    });
  });
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  forwarded = [];
});
afterAll(async () => {
  await upstream?.close();
  await spa?.remove();
});

async function gateway(options: Partial<GatewayOptions> = {}) {
  const app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir, ...options });
  apps.push(app);
  return app;
}

/** A client address nobody else uses, so counters of other tests and runs stay apart. */
function someClient(): string {
  return `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}::1`;
}

function call(method: string, url: string, remoteAddress: string): InjectOptions {
  return {
    method: method as InjectOptions['method'],
    url,
    remoteAddress,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    ...(method === 'GET' ? {} : { payload: {} }),
  };
}

const login = (client: string) => call('POST', '/api/v1/user/login?shop_id=1&lang=fr', client);

describe('rate limits on login, sign-up, password reset and forms', () => {
  it('lets 10 logins a minute through, then answers 429 too_many_requests with Retry-After', async () => {
    const app = await gateway();
    const client = someClient();
    for (let attempt = 1; attempt <= RATE_LIMITS.login.max; attempt += 1) {
      const response = await app.inject(login(client));
      expect(response.statusCode).not.toBe(429);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(10 - attempt));
    }
    const refused = await app.inject(login(client));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'too_many_requests', message: expect.stringMatching(/retry in \d+ s/) },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(forwarded.filter((line) => line === 'POST /api/v1/user/login')).toHaveLength(10);
  });

  it('counts per client address and per group', async () => {
    const app = await gateway();
    const client = someClient();
    for (let attempt = 0; attempt <= RATE_LIMITS.login.max; attempt += 1) {
      await app.inject(login(client));
    }
    expect((await app.inject(login(client))).statusCode).toBe(429);
    expect((await app.inject(login(someClient()))).statusCode).not.toBe(429);
    expect((await app.inject(call('POST', '/api/v1/contact', client))).statusCode).not.toBe(429);
    expect((await app.inject(call('GET', '/api/v1/shop', client))).statusCode).toBe(200);
  });

  it('counts the three forms together: 10 in 10 minutes', async () => {
    const app = await gateway();
    const client = someClient();
    const forms = ['/api/v1/contact', '/api/v1/withdrawal', '/api/v1/newsletter'] as const;
    for (let sent = 0; sent < RATE_LIMITS.forms.max; sent += 1) {
      const [method, url] = ['POST', forms[sent % 3] ?? forms[0]];
      expect((await app.inject(call(method, url, client))).statusCode).toBe(200);
    }
    const refused = await app.inject(call('DELETE', '/api/v1/newsletter', client));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
  });

  it('limits sign-up (20 in 15 min) and password reset (10 in 15 min) calls', async () => {
    const app = await gateway();
    const client = someClient();
    for (let sent = 0; sent < RATE_LIMITS.passwordReset.max; sent += 1) {
      const url = sent % 2 ? '/api/v1/user/rewind' : '/api/v1/user/reset-password';
      expect((await app.inject(call('POST', url, client))).statusCode).toBe(200);
    }
    const reset = '/api/v1/customer/code-verification-reset-password?cegid_id=1&lastname=x';
    expect((await app.inject(call('GET', reset, client))).statusCode).toBe(429);

    for (let sent = 0; sent < RATE_LIMITS.signUp.max; sent += 1) {
      expect((await app.inject(call('POST', '/api/v1/user/signup', client))).statusCode).not.toBe(
        429,
      );
    }
    const check = await app.inject(call('POST', '/api/v1/customer/check_exist', client));
    expect(check.statusCode).toBe(429);
  });

  it('leaves the other calls alone', async () => {
    const app = await gateway();
    const client = someClient();
    for (let sent = 0; sent < 30; sent += 1) {
      const response = await app.inject(call('GET', '/api/v1/shop?shop_id=1', client));
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('counts every spelling of a limited call as that call', async () => {
    const app = await gateway();
    const client = someClient();
    const spellings = [
      '/api/v1//user/login',
      '/api/v1/user/login/',
      '/api/v1/user/LOGIN',
      '/api/v1/user/%6cogin',
      '/api/v1/user/./login',
      '/api/v1/customer/../user/login',
      '/api/v1/user/login;jsessionid=1',
      '/api/v1/user\\login',
      '/api/v1/user/login?lang=fr',
      '/api/v1/user/login#x',
    ];
    for (const url of spellings) await app.inject(call('POST', url, client));
    expect((await app.inject(login(client))).statusCode).toBe(429);
  });

  it('limitedCall names the group of a call, or none', () => {
    expect(limitedCall('post', '/api/v1/user/login')).toBe('login');
    expect(limitedCall('GET', '/api/v1/user/login')).toBeUndefined();
    expect(limitedCall('POST', '/user/login')).toBeUndefined();
    expect(limitedCall('POST', '/api/v1/user/logins')).toBeUndefined();
    expect(limitedCall('GET', '/api/v1/contact')).toBeUndefined();
    expect(limitedCall('POST', '/api/v1/user/%E0%A4%A')).toBeUndefined();
  });

  it('keys on the address Fastify computes: a forged X-Forwarded-For is not a new client', async () => {
    const app = await gateway();
    const client = someClient();
    for (let sent = 0; sent <= RATE_LIMITS.login.max; sent += 1) {
      const forged = { ...login(client), headers: { 'x-forwarded-for': someClient() } };
      await app.inject(forged);
    }
    expect((await app.inject(login(client))).statusCode).toBe(429);
  });

  it('behind a trusted proxy, counts each forwarded client apart', async () => {
    const app = await gateway({ trustedProxies: ['127.0.0.1'] });
    const first = someClient();
    const viaProxy = (client: string) => ({
      ...login('127.0.0.1'),
      headers: { 'x-forwarded-for': client, 'x-requested-with': 'XMLHttpRequest' },
    });
    for (let sent = 0; sent <= RATE_LIMITS.login.max; sent += 1) await app.inject(viaProxy(first));
    expect((await app.inject(viaProxy(first))).statusCode).toBe(429);
    expect((await app.inject(viaProxy(someClient()))).statusCode).not.toBe(429);
  });

  it('RATE_LIMIT=off turns the limits off', async () => {
    const app = await gateway({ rateLimit: false });
    const client = someClient();
    for (let sent = 0; sent <= RATE_LIMITS.login.max + 5; sent += 1) {
      expect((await app.inject(login(client))).statusCode).not.toBe(429);
    }
  });

  it('lets requests through when Redis cannot be reached', async () => {
    const app = await gateway({ redisUrl: new URL('redis://127.0.0.1:1') });
    const client = someClient();
    for (let sent = 0; sent <= RATE_LIMITS.login.max + 2; sent += 1) {
      expect((await app.inject(login(client))).statusCode).not.toBe(429);
    }
  });
});

const REDIS_URL = process.env.REDIS_URL ?? '';
if (!REDIS_URL) {
  console.info('rate-limit.test: the two-instance Redis test is skipped: REDIS_URL is unset');
}

describe.skipIf(!REDIS_URL)('two gateway instances with REDIS_URL', () => {
  it('share their counters: the 11th login is refused whichever instance gets it', async () => {
    const redisUrl = new URL(REDIS_URL);
    const first = await gateway({ redisUrl });
    const second = await gateway({ redisUrl });
    const redis = first.redis;
    if (!redis) throw new Error('the gateway did not connect to Redis');
    const client = someClient();
    for (let sent = 0; sent < RATE_LIMITS.login.max; sent += 1) {
      const instance = sent % 2 ? second : first;
      expect((await instance.inject(login(client))).statusCode).not.toBe(429);
    }
    expect((await first.inject(login(client))).statusCode).toBe(429);
    expect((await second.inject(login(client))).statusCode).toBe(429);
    // Another client is counted on its own, in Redis too.
    const other = someClient();
    expect((await second.inject(login(other))).statusCode).not.toBe(429);

    const counters = async (address: string) =>
      redis.keys(`shop-gateway:rate-limit:*login:${address.replace('::1', '::')}`);
    const keys = [...(await counters(client)), ...(await counters(other))];
    expect(keys).toHaveLength(2);
    await redis.del(...keys);
  });
});

describe('two gateway instances without Redis', () => {
  it('count each on its own (why REDIS_URL matters)', async () => {
    const first = await gateway();
    const second = await gateway();
    const client = someClient();
    for (let sent = 0; sent < RATE_LIMITS.login.max; sent += 1) {
      await first.inject(login(client));
    }
    expect((await first.inject(login(client))).statusCode).toBe(429);
    expect((await second.inject(login(client))).statusCode).not.toBe(429);
  });
});
