import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IP_NOT_ALLOWED_TEXT } from '@shop/domain';
import { buildApp, type GatewayOptions } from '../../src/app';
import { systemResolver } from '../../src/plugins/app/ip-allow-list/dyn-dns';
import { createSpaFixture } from '../helpers/spa-fixture';
import { unusedUrl } from '../helpers/stub-upstream';

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let shopApiUrl: URL;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  spa = await createSpaFixture();
  shopApiUrl = await unusedUrl();
});

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

afterAll(() => spa?.remove());

async function gateway(options: Partial<GatewayOptions>) {
  const app = await buildApp({ shopApiUrl, spaDir: spa.dir, ...options });
  apps.push(app);
  return app;
}

function get(app: FastifyInstance, remoteAddress: string, forwardedFor?: string, url = '/fr/') {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return app.inject({ url, remoteAddress, headers });
}

describe('with no setting', () => {
  it('lets everyone in', async () => {
    const app = await gateway({});
    expect((await get(app, '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('ALLOWED_IPS and ALLOWED_RANGES', () => {
  it('lets a listed address in and refuses another with 401 and the plain text', async () => {
    const app = await gateway({ allowedIps: ['198.51.100.7'] });
    expect((await get(app, '198.51.100.7')).statusCode).toBe(200);
    const refused = await get(app, '198.51.100.8');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.body).toBe(IP_NOT_ALLOWED_TEXT);
  });

  it('refuses API calls and files too, not only pages', async () => {
    const app = await gateway({ allowedIps: ['198.51.100.7'] });
    expect((await get(app, '192.0.2.1', undefined, '/api/v1/shop')).statusCode).toBe(401);
    expect((await get(app, '192.0.2.1', undefined, '/assets/app-3f9a1c.js')).statusCode).toBe(401);
  });

  it('matches CIDR ranges, IPv4 and IPv6', async () => {
    const app = await gateway({ allowedRanges: ['10.20.0.0/16', '2001:db8:aa::/48'] });
    expect((await get(app, '10.20.255.1')).statusCode).toBe(200);
    expect((await get(app, '10.21.0.1')).statusCode).toBe(401);
    expect((await get(app, '2001:db8:aa:1::5')).statusCode).toBe(200);
    expect((await get(app, '2001:db8:ab::5')).statusCode).toBe(401);
  });

  it('reads an IPv4-mapped IPv6 socket address as the IPv4 address', async () => {
    const app = await gateway({ allowedIps: ['198.51.100.7'], allowedRanges: ['10.0.0.0/8'] });
    expect((await get(app, '::ffff:198.51.100.7')).statusCode).toBe(200);
    expect((await get(app, '::ffff:10.1.2.3')).statusCode).toBe(200);
    expect((await get(app, '::ffff:c633:6407')).statusCode).toBe(200);
    expect((await get(app, '::ffff:198.51.100.8')).statusCode).toBe(401);
  });

  it('lets /healthz and /readyz through from loopback only', async () => {
    const app = await gateway({ allowedIps: ['198.51.100.7'] });
    expect((await get(app, '127.0.0.1', undefined, '/healthz')).statusCode).toBe(200);
    expect((await get(app, '::1', undefined, '/healthz')).statusCode).toBe(200);
    expect((await get(app, '::ffff:127.0.0.1', undefined, '/readyz?x=1')).statusCode).not.toBe(401);
    expect((await get(app, '192.0.2.1', undefined, '/healthz')).statusCode).toBe(401);
    expect((await get(app, '127.0.0.1', undefined, '/fr/')).statusCode).toBe(401);
  });
});

describe('X-Forwarded-For and TRUSTED_PROXIES', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const app = await gateway({ allowedIps: ['198.51.100.7'] });
    expect((await get(app, '192.0.2.1', '198.51.100.7')).statusCode).toBe(401);
  });

  it('reads the address a trusted proxy wrote', async () => {
    const app = await gateway({ allowedIps: ['198.51.100.7'], trustedProxies: ['10.0.0.0/8'] });
    expect((await get(app, '10.0.0.2', '198.51.100.7')).statusCode).toBe(200);
    expect((await get(app, '10.0.0.2', '198.51.100.7, 10.0.0.9')).statusCode).toBe(200);
    expect((await get(app, '10.0.0.2', '192.0.2.1')).statusCode).toBe(401);
  });

  it('does not read what a client wrote in front of the trusted hops', async () => {
    const app = await gateway({ allowedIps: ['198.51.100.7'], trustedProxies: ['10.0.0.0/8'] });
    expect((await get(app, '10.0.0.2', '198.51.100.7, 192.0.2.1')).statusCode).toBe(401);
    // From an untrusted socket nothing in the header is read at all.
    expect((await get(app, '192.0.2.1', '198.51.100.7')).statusCode).toBe(401);
  });

  it("never lets a trusted proxy's own address grant", async () => {
    const app = await gateway({ allowedRanges: ['127.0.0.0/8'], trustedProxies: ['loopback'] });
    // One proxy on loopback: the client is the address it forwards, never the proxy.
    expect((await get(app, '127.0.0.1', '198.51.100.7')).statusCode).toBe(401);
    expect((await get(app, '::1', '198.51.100.7')).statusCode).toBe(401);
    expect((await get(app, '::ffff:127.0.0.1', '198.51.100.7')).statusCode).toBe(401);
    // Two proxies: the inner proxy's address in the header does not grant either.
    expect((await get(app, '127.0.0.1', '198.51.100.7, 127.0.0.2')).statusCode).toBe(401);
    // A request from the proxy that names no client names nobody allowed.
    expect((await get(app, '127.0.0.1')).statusCode).toBe(401);
    // An allowed client forwarded by the proxy gets in, mapped or not.
    const allowed = await gateway({
      allowedRanges: ['203.0.113.0/24'],
      trustedProxies: ['loopback'],
    });
    expect((await get(allowed, '127.0.0.1', '203.0.113.5')).statusCode).toBe(200);
    expect((await get(allowed, '::1', '::ffff:203.0.113.5')).statusCode).toBe(200);
    expect((await get(allowed, '127.0.0.1', '203.0.113.5, ::1')).statusCode).toBe(200);
    expect((await get(allowed, '127.0.0.1')).statusCode).toBe(401);
  });

  it('decides on the first untrusted address from the right, across two proxies', async () => {
    const app = await gateway({
      allowedIps: ['198.51.100.7', '10.0.0.9'],
      trustedProxies: ['10.0.0.0/8'],
    });
    // No proxy: the socket decides, whatever the header says.
    expect((await get(app, '198.51.100.7', '192.0.2.1')).statusCode).toBe(200);
    expect((await get(app, '192.0.2.1', '198.51.100.7')).statusCode).toBe(401);
    // One proxy, two proxies.
    expect((await get(app, '10.0.0.2', '198.51.100.7')).statusCode).toBe(200);
    expect((await get(app, '10.0.0.2', '198.51.100.7, 10.0.0.3')).statusCode).toBe(200);
    // An allowed but trusted hop (10.0.0.9) is a proxy, not the client.
    expect((await get(app, '10.0.0.2', '192.0.2.1, 10.0.0.9')).statusCode).toBe(401);
    expect((await get(app, '10.0.0.9', '192.0.2.1')).statusCode).toBe(401);
    // Allowed addresses forged on the left of the real client are never read.
    expect((await get(app, '10.0.0.2', '198.51.100.7, 192.0.2.1')).statusCode).toBe(401);
    expect(
      (await get(app, '10.0.0.2', '10.0.0.9, 198.51.100.7, 192.0.2.1, 10.0.0.3')).statusCode,
    ).toBe(401);
    // The real client is allowed: forged entries on its left change nothing.
    expect((await get(app, '10.0.0.2', 'garbage, 192.0.2.1, 198.51.100.7')).statusCode).toBe(200);
  });

  it('refuses a malformed entry where the client should be', async () => {
    const app = await gateway({ allowedIps: ['198.51.100.7'], trustedProxies: ['10.0.0.0/8'] });
    for (const entry of ['garbage', '198.51.100.7:443', '[198.51.100.7]', '198.51.100.7%eth0']) {
      const header = `198.51.100.7, ${entry}`;
      expect((await get(app, '10.0.0.2', header)).statusCode, header).toBe(401);
    }
  });

  it('decides on the client alone, whatever trusted hops carried it (property)', async () => {
    // The proxies' own range is allowed too: it must never stand in for the client.
    const app = await gateway({
      allowedRanges: ['10.0.0.0/8', '203.0.113.0/24'],
      trustedProxies: ['10.0.0.0/8'],
    });
    const client = fc.oneof(
      fc.ipV4().filter((ip) => !ip.startsWith('10.')),
      fc.integer({ min: 0, max: 255 }).map((n) => `203.0.113.${n}`),
    );
    const proxy = fc.integer({ min: 0, max: 255 }).map((n) => `10.0.${n}.1`);
    await fc.assert(
      fc.asyncProperty(
        client,
        fc.array(proxy, { minLength: 1, maxLength: 4 }),
        async (ip, hops) => {
          const chain = [ip, ...hops.slice(0, -1)].join(', ');
          const reply = await get(app, hops.at(-1) ?? ip, chain);
          expect(reply.statusCode).toBe(ip.startsWith('203.0.113.') ? 200 : 401);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('no forged X-Forwarded-For prefix changes a decision (property)', async () => {
    const trusted = '10.0.0.0/8';
    const app = await gateway({
      allowedIps: ['198.51.100.7', '10.9.9.9'],
      allowedRanges: ['203.0.113.0/24'],
      trustedProxies: [trusted],
    });
    const ipv4 = fc.ipV4();
    // A client is never a trusted proxy: that is what "trusted" means.
    const client = fc.oneof(
      ipv4.filter((ip) => !ip.startsWith('10.')),
      fc.constantFrom('198.51.100.7', '203.0.113.40', '192.0.2.1'),
    );
    const proxy = fc.integer({ min: 0, max: 255 }).map((n) => `10.0.${n}.1`);
    const forged = fc.array(
      fc.oneof(ipv4, fc.ipV6(), fc.constantFrom('198.51.100.7', '10.9.9.9', 'garbage', '')),
      { minLength: 1, maxLength: 5 },
    );

    await fc.assert(
      fc.asyncProperty(
        client,
        fc.array(proxy, { maxLength: 3 }),
        forged,
        async (clientIp, hops, prefix) => {
          // hops[0] is the proxy the client spoke to; the last one talks to the gateway.
          const socket = hops.at(-1) ?? clientIp;
          const chain = hops.length === 0 ? [] : [clientIp, ...hops.slice(0, -1)];
          const honest = await get(app, socket, chain.length ? chain.join(', ') : undefined);
          const forgedReply = await get(app, socket, [...prefix, ...chain].join(', '));
          expect(forgedReply.statusCode).toBe(honest.statusCode);
        },
      ),
      // Two requests a run: 100 runs stay under half a second on a loaded machine.
      { numRuns: 100 },
    );
  });
});

describe('ALLOWED_DYNDNS', () => {
  it('resolves the names at start and admits their addresses', async () => {
    const resolve = vi.fn(async (host: string) =>
      host === 'office.example.net' ? ['198.51.100.50'] : [],
    );
    const app = await gateway({ allowedDynDns: ['office.example.net'], resolveDynDns: resolve });
    expect(resolve).toHaveBeenCalledWith('office.example.net');
    expect((await get(app, '198.51.100.50')).statusCode).toBe(200);
    expect((await get(app, '198.51.100.51')).statusCode).toBe(401);
  });

  it('resolves again every 5 minutes and keeps the last good answer when DNS fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const answers: (string[] | Error)[] = [
      ['198.51.100.50'],
      ['198.51.100.60'],
      new Error('SERVFAIL'),
    ];
    const resolve = vi.fn(async () => {
      const answer = answers.shift() ?? new Error('no more answers');
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const app = await gateway({ allowedDynDns: ['office.example.net'], resolveDynDns: resolve });
    expect((await get(app, '198.51.100.50')).statusCode).toBe(200);

    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(resolve).toHaveBeenCalledTimes(2);
    expect((await get(app, '198.51.100.60')).statusCode).toBe(200);
    expect((await get(app, '198.51.100.50')).statusCode).toBe(401);

    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(resolve).toHaveBeenCalledTimes(3);
    expect((await get(app, '198.51.100.60')).statusCode).toBe(200);
  });

  it('stops resolving once the gateway is closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const resolve = vi.fn(async () => ['198.51.100.50']);
    const app = await gateway({ allowedDynDns: ['office.example.net'], resolveDynDns: resolve });
    await app.close();
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('refuses everyone but the other lists while a name has never resolved', async () => {
    const app = await gateway({
      allowedIps: ['198.51.100.7'],
      allowedDynDns: ['office.example.net'],
      resolveDynDns: async () => {
        throw new Error('ENOTFOUND');
      },
    });
    expect((await get(app, '198.51.100.7')).statusCode).toBe(200);
    expect((await get(app, '198.51.100.50')).statusCode).toBe(401);
  });
});

describe('the system resolver', () => {
  it('resolves a name through node:dns', async () => {
    expect(await systemResolver('localhost')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(127\.0\.0\.1|::1)$/)]),
    );
  });
});
