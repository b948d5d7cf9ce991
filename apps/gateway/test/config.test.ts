import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { DEFAULT_SPA_DIR, DEFAULT_SSR_ENTRY } from '../src/paths';

describe('readConfig', () => {
  it('runs on the defaults of ARCHITECTURE.md §5', () => {
    const config = readConfig({});
    // Each concern checks its own variables below; this test the ones every part needs.
    expect(config).toMatchObject({
      ok: true,
      value: {
        port: 3000,
        host: '127.0.0.1',
        shopApiUrl: new URL('http://127.0.0.1:3100/api/v1'),
        spaDir: DEFAULT_SPA_DIR,
        logLevel: 'info',
      },
    });
    expect(DEFAULT_SPA_DIR).toMatch(/apps\/storefront\/dist$/);
  });

  it('drops a trailing slash of SHOP_API_URL so paths join cleanly', () => {
    const config = readConfig({ SHOP_API_URL: 'http://shop.internal:8080/api/v1/' });
    expect(config.ok && config.value.shopApiUrl.pathname).toBe('/api/v1');
  });

  it('refuses a bad value in one line naming the variable', () => {
    expect(readConfig({ PORT: 'trois-mille' })).toEqual({
      ok: false,
      message: 'invalid configuration: PORT="trois-mille": expected a port number',
    });
    expect(readConfig({ SHOP_API_URL: 'shop-api:3100' })).toMatchObject({ ok: false });
  });
});

describe('readConfig: the edge rules (ARCHITECTURE.md §4b, §5)', () => {
  it('defaults to no restriction, no trusted proxy, localhost:3000 and no third party', () => {
    expect(readConfig({})).toMatchObject({
      ok: true,
      value: {
        allowedIps: [],
        allowedRanges: [],
        allowedDynDns: [],
        trustedProxies: [],
        metricsAllowed: ['loopback'],
        baseDomain: 'localhost:3000',
        cspHosts: { tagManager: [], consent: [], survey: [], captcha: [], payment: [] },
      },
    });
  });

  it('makes a copy on another PORT its own main site when BASE_DOMAIN is unset', () => {
    expect(readConfig({ PORT: '3010' })).toMatchObject({
      ok: true,
      value: { port: 3010, baseDomain: 'localhost:3010' },
    });
  });

  it('reads comma lists, spaces and empty entries allowed', () => {
    const config = readConfig({
      ALLOWED_IPS: '198.51.100.7, 2001:db8::1,',
      ALLOWED_RANGES: '10.0.0.0/8 ,2001:db8:aa::/48',
      ALLOWED_DYNDNS: 'office.example.net',
      TRUSTED_PROXIES: 'loopback, 172.16.0.0/12',
      METRICS_ALLOWED: '10.0.0.0/8, 2001:db8::5',
      BASE_DOMAIN: 'Boutique.Example.fr',
      CSP_TAG_MANAGER_HOSTS: 'https://www.googletagmanager.com',
      CSP_PAYMENT_HOSTS: 'https://pay.example, *.pay.example',
    });
    expect(config).toMatchObject({
      ok: true,
      value: {
        allowedIps: ['198.51.100.7', '2001:db8::1'],
        allowedRanges: ['10.0.0.0/8', '2001:db8:aa::/48'],
        allowedDynDns: ['office.example.net'],
        trustedProxies: ['loopback', '172.16.0.0/12'],
        metricsAllowed: ['10.0.0.0/8', '2001:db8::5'],
        baseDomain: 'boutique.example.fr',
        cspHosts: {
          tagManager: ['https://www.googletagmanager.com'],
          payment: ['https://pay.example', '*.pay.example'],
        },
      },
    });
  });

  it.each([
    ['ALLOWED_IPS', '10.0.0.0/8', 'expected IP addresses, separated by commas'],
    ['ALLOWED_RANGES', '10.0.0.0/33', 'expected CIDR ranges (10.0.0.0/8), separated by commas'],
    ['ALLOWED_DYNDNS', 'http://office.example.net', 'expected host names, separated by commas'],
    [
      'TRUSTED_PROXIES',
      'everyone',
      'expected addresses, CIDR ranges or loopback, linklocal, uniquelocal, separated by commas',
    ],
    [
      'METRICS_ALLOWED',
      'prometheus.internal',
      'expected addresses, CIDR ranges or loopback, linklocal, uniquelocal, separated by commas',
    ],
    ['BASE_DOMAIN', 'https://example.fr/', 'expected a host name, with an optional :port'],
    [
      'CSP_SURVEY_HOSTS',
      "https://survey.example; script-src 'unsafe-inline'",
      'expected CSP host sources, separated by commas',
    ],
  ])('refuses %s=%j', (name, value, expected) => {
    expect(readConfig({ [name]: value })).toEqual({
      ok: false,
      message: `invalid configuration: ${name}=${JSON.stringify(value)}: ${expected}`,
    });
  });

  it('reads an empty METRICS_ALLOWED as nobody', () => {
    expect(readConfig({ METRICS_ALLOWED: '' })).toMatchObject({
      ok: true,
      value: { metricsAllowed: [] },
    });
  });
});

describe('readConfig: the session and the proxy (ARCHITECTURE.md §4, §4c, §5)', () => {
  it('defaults to Secure host-only cookies and a 10 s upstream timeout', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      ok: true,
      value: { cookieSecure: true, cookieDomain: undefined, upstreamTimeoutMs: 10_000 },
    });
  });

  it('reads COOKIE_SECURE, COOKIE_DOMAIN and UPSTREAM_TIMEOUT_MS', () => {
    const config = readConfig({
      COOKIE_SECURE: 'false',
      COOKIE_DOMAIN: '.Shop.Example',
      UPSTREAM_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      ok: true,
      value: { cookieSecure: false, cookieDomain: '.shop.example', upstreamTimeoutMs: 2500 },
    });
  });

  it('refuses values it cannot read', () => {
    expect(readConfig({ COOKIE_SECURE: 'yes' })).toEqual({
      ok: false,
      message: 'invalid configuration: COOKIE_SECURE="yes": expected true or false',
    });
    expect(readConfig({ COOKIE_DOMAIN: 'https://shop.example' })).toMatchObject({ ok: false });
    expect(readConfig({ UPSTREAM_TIMEOUT_MS: '0' })).toMatchObject({ ok: false });
    expect(readConfig({ UPSTREAM_TIMEOUT_MS: '10s' })).toMatchObject({ ok: false });
  });
});

describe('readConfig: server rendering', () => {
  it("defaults to SSR on and the storefront's own server build", () => {
    expect(readConfig({})).toMatchObject({
      ok: true,
      value: { ssr: true, ssrEntry: DEFAULT_SSR_ENTRY, pageCacheTtlMs: 0 },
    });
    expect(readConfig({ SSR: 'off' })).toMatchObject({ ok: true, value: { ssr: false } });
    expect(DEFAULT_SSR_ENTRY).toMatch(/apps\/storefront\/dist-server\/entry-server\.js$/);
  });

  it('reads SSR=on and an SSR_ENTRY of its own', () => {
    expect(readConfig({ SSR: 'on', SSR_ENTRY: '/srv/shop/entry-server.js' })).toMatchObject({
      ok: true,
      value: { ssr: true, ssrEntry: '/srv/shop/entry-server.js' },
    });
  });

  it('reads PAGE_CACHE_TTL_S as seconds and gives milliseconds', () => {
    expect(readConfig({ PAGE_CACHE_TTL_S: '10' })).toMatchObject({
      ok: true,
      value: { pageCacheTtlMs: 10_000 },
    });
  });

  it.each<[string, string, string]>([
    ['SSR', 'true', 'expected on or off'],
    ['SSR', 'ON', 'expected on or off'],
    ['SSR_ENTRY', '', 'expected a file'],
    ...['-1', '1.5', '10s', '', '010', '10000'].map((value): [string, string, string] => [
      'PAGE_CACHE_TTL_S',
      value,
      'expected a number of seconds from 0 to 9999',
    ]),
  ])('refuses %s=%j in one line', (name, value, expected) => {
    expect(readConfig({ [name]: value })).toEqual({
      ok: false,
      message: `invalid configuration: ${name}=${JSON.stringify(value)}: ${expected}`,
    });
  });
});

describe('readConfig: NODE_ENV=production refuses the development settings', () => {
  /** What a real deployment sets: its own site, everything else at the defaults. */
  const production = { NODE_ENV: 'production', BASE_DOMAIN: 'boutique.example.fr' };
  const refusal = (setting: string, instead: string) =>
    `${setting}: a development setting, refused when NODE_ENV=production (set ${instead})`;

  it('starts on the defaults once the site is named', () => {
    expect(readConfig(production)).toMatchObject({
      ok: true,
      value: { cookieSecure: true, rateLimit: true, baseDomain: 'boutique.example.fr' },
    });
  });

  it.each([
    ['COOKIE_SECURE', 'false', 'COOKIE_SECURE=true, and serve the shop over HTTPS'],
    ['COOKIE_SECURE', '0', 'COOKIE_SECURE=true, and serve the shop over HTTPS'],
    ['RATE_LIMIT', 'off', 'RATE_LIMIT=on'],
    [
      'BASE_DOMAIN',
      'localhost:3000',
      "BASE_DOMAIN to the shop's host name, e.g. boutique.example.fr",
    ],
    [
      'BASE_DOMAIN',
      'shop.localhost',
      "BASE_DOMAIN to the shop's host name, e.g. boutique.example.fr",
    ],
    [
      'BASE_DOMAIN',
      '127.0.0.1:8080',
      "BASE_DOMAIN to the shop's host name, e.g. boutique.example.fr",
    ],
  ])('refuses %s=%s in one line saying what to set', (name, value, instead) => {
    expect(readConfig({ ...production, [name]: value })).toEqual({
      ok: false,
      message: `invalid configuration: ${refusal(`${name}=${JSON.stringify(value)}`, instead)}`,
    });
    // The same value is a development convenience outside production.
    expect(readConfig({ ...production, NODE_ENV: 'development', [name]: value })).toMatchObject({
      ok: true,
    });
  });

  it('refuses the local default main site, naming BASE_DOMAIN as unset', () => {
    expect(readConfig({ NODE_ENV: 'production' })).toEqual({
      ok: false,
      message: `invalid configuration: ${refusal('BASE_DOMAIN unset', "BASE_DOMAIN to the shop's host name, e.g. boutique.example.fr")}`,
    });
  });

  it('names every development setting at once, on one line', () => {
    const result = readConfig({
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      RATE_LIMIT: 'off',
    });
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    expect(message).not.toContain('\n');
    for (const name of ['BASE_DOMAIN unset', 'COOKIE_SECURE="false"', 'RATE_LIMIT="off"']) {
      expect(message).toContain(name);
    }
  });
});
