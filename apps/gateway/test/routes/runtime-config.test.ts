import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import { createSpaFixture } from '../helpers/spa-fixture';
import { unusedUrl } from '../helpers/stub-upstream';

const SCRIPTS = {
  tagManagerUrl: 'https://tags.example/gtm.js?id=GTM-1',
  consentScriptUrl: 'https://cdn.consent.example:8443/banner.js',
  // A value that would close the element if it were not escaped.
  surveyScriptUrl: 'https://survey.example/s.js?x=</script><script>alert(1)</script>',
};

let spa: Awaited<ReturnType<typeof createSpaFixture>>;
let configured: FastifyInstance;
let plain: FastifyInstance;

beforeAll(async () => {
  spa = await createSpaFixture();
  configured = await buildApp({
    shopApiUrl: await unusedUrl(),
    spaDir: spa.dir,
    baseDomain: 'boutique.example',
    scriptUrls: SCRIPTS,
  });
  plain = await buildApp({ shopApiUrl: await unusedUrl(), spaDir: spa.dir });
});

afterAll(async () => {
  await configured?.close();
  await plain?.close();
  await spa?.remove();
});

const ELEMENT = /<script type="application\/json" id="shop-config">([\s\S]*?)<\/script>/;

function runtimeConfig(html: string): unknown {
  const match = ELEMENT.exec(html);
  expect(match, 'the shop-config element').not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null');
}

function directive(response: LightMyRequestResponse, name: string): string[] {
  const csp = String(response.headers['content-security-policy'] ?? '');
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([each]) => each === name);
  return found?.slice(1) ?? [];
}

describe('the runtime configuration in index.html', () => {
  it.each([
    ['an SPA page', '/fr/', 200],
    ['a page outside the SPA tree', '/ailleurs', 404],
    ['an entity page', '/fr/marque/lactea', 200],
  ])('is on %s, with the configured values and BASE_DOMAIN', async (_what, url, status) => {
    const response = await configured.inject(url);
    expect(response.statusCode).toBe(status);
    expect(runtimeConfig(response.body)).toEqual({ baseDomain: 'boutique.example', ...SCRIPTS });
  });

  it('escapes < so that no value can close the element', async () => {
    const html = (await configured.inject('/fr/')).body;
    const element = ELEMENT.exec(html)?.[0] ?? '';
    expect(element).toContain('s.js?x=\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('says null for every script that is not configured', async () => {
    const response = await plain.inject('/fr/');
    expect(runtimeConfig(response.body)).toEqual({
      baseDomain: 'localhost:3000',
      tagManagerUrl: null,
      consentScriptUrl: null,
      surveyScriptUrl: null,
    });
  });

  it('is revalidated with an ETag, and a 404 page has none', async () => {
    const page = await configured.inject('/fr/');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await configured.inject({
      url: '/fr/panier',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const missing = await configured.inject({
      url: '/ailleurs',
      headers: { 'if-none-match': etag },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('is never served as the raw file', async () => {
    const response = await configured.inject('/index.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });
});

describe('a large index.html', () => {
  it('goes out as brotli or gzip, each with its own ETag', async () => {
    const big = await createSpaFixture();
    const filler = `<meta name="x" content="${'y'.repeat(4_000)}" />`;
    await writeFile(
      join(big.dir, 'index.html'),
      `<!doctype html><html><head>${filler}</head></html>`,
    );
    const app = await buildApp({ shopApiUrl: await unusedUrl(), spaDir: big.dir });
    try {
      const tags = new Set<string>();
      for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
        // The client's q-values first, then the smallest body.
        ['gzip;q=1, br;q=0.5', 'gzip'],
        ['*', 'br'],
        ['br;q=0, *;q=0.1', 'gzip'],
        // A client that refuses everything still gets the page.
        ['identity;q=0', undefined],
        ['', undefined],
      ] as const) {
        const response = await app.inject({
          url: '/fr/',
          headers: { 'accept-encoding': accepted },
        });
        expect(response.headers['content-encoding'], accepted).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        tags.add(String(response.headers.etag));
        const body = response.rawPayload;
        const html =
          encoding === 'br'
            ? brotliDecompressSync(body).toString()
            : encoding === 'gzip'
              ? gunzipSync(body).toString()
              : body.toString();
        expect(html).toMatch(
          /<script type="application\/json" id="shop-config">.*<\/script><\/head>/,
        );
      }
      expect(tags.size).toBe(3);
    } finally {
      await app.close();
      await big.remove();
    }
  });
});

describe('the Content-Security-Policy of the configured scripts', () => {
  it("allows each script's origin to load, connect and show images", async () => {
    const response = await configured.inject('/fr/');
    for (const name of ['script-src', 'connect-src', 'img-src']) {
      expect(directive(response, name), name).toEqual(
        expect.arrayContaining([
          'https://tags.example',
          'https://cdn.consent.example:8443',
          'https://survey.example',
        ]),
      );
    }
  });

  it('adds nothing when no script is configured', async () => {
    const response = await plain.inject('/fr/');
    expect(directive(response, 'script-src')).toEqual(["'self'"]);
    expect(directive(response, 'connect-src')).toEqual(["'self'"]);
    expect(directive(response, 'img-src')).toEqual(["'self'", 'data:']);
  });
});

describe('TAG_MANAGER_URL, CONSENT_SCRIPT_URL, SURVEY_SCRIPT_URL', () => {
  it('are optional: unset or empty is no script', () => {
    for (const env of [
      {},
      { TAG_MANAGER_URL: '', CONSENT_SCRIPT_URL: '', SURVEY_SCRIPT_URL: '' },
    ]) {
      expect(readConfig(env)).toMatchObject({
        ok: true,
        value: {
          scriptUrls: { tagManagerUrl: null, consentScriptUrl: null, surveyScriptUrl: null },
        },
      });
    }
  });

  it('read absolute http(s) URLs', () => {
    expect(
      readConfig({
        TAG_MANAGER_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-X',
        CONSENT_SCRIPT_URL: 'http://127.0.0.1:4000/consent.js',
        SURVEY_SCRIPT_URL: 'https://survey.example/s.js',
      }),
    ).toMatchObject({
      ok: true,
      value: {
        scriptUrls: {
          tagManagerUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-X',
          consentScriptUrl: 'http://127.0.0.1:4000/consent.js',
          surveyScriptUrl: 'https://survey.example/s.js',
        },
      },
    });
  });

  it.each(['/gtm.js', 'www.googletagmanager.com/gtm.js', 'javascript:alert(1)', 'ftp://x/y.js'])(
    'refuse %s in one line naming the variable',
    (value) => {
      expect(readConfig({ TAG_MANAGER_URL: value })).toEqual({
        ok: false,
        message: `invalid configuration: TAG_MANAGER_URL=${JSON.stringify(value)}: expected an absolute http(s) URL`,
      });
    },
  );
});
