import { afterEach, describe, expect, it, vi } from 'vitest';
import { eurosToCents, formatPrice } from '@shop/domain';
import { render } from './entry-server';
import { sharedSiteData } from './server/shared-site-data';
import recording from './server/testing/shop-api-recording.json';

/**
 * The shop API's replies for the product page and a missing product, recorded from the
 * reference shop API (tools/shop-api, seeded demo catalogue), keyed by path and query.
 */
const replies: Record<string, { status: number; body: unknown }> = recording;
const product = (
  replies['product/lactea-transit?shop_id=1&lang=fr']?.body as {
    data: { name: string; price: number };
  }
).data;

const SHOP_API = 'http://shop.test/api/v1/';
const SHELL = `<!doctype html><html lang="fr"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Shell</title>
<script type="module" crossorigin src="/assets/index-test.js"></script>
<script type="application/json" id="shop-config">{"baseDomain":"localhost:3000","tagManagerUrl":null,"consentScriptUrl":null,"surveyScriptUrl":null}</script>
</head><body><div id="root"></div></body></html>`;

/** The same shell on a public deployment: canonical URLs are on it, not on the request's host. */
const PUBLIC_SHELL = SHELL.replace(
  '"baseDomain":"localhost:3000"',
  '"baseDomain":"aubepine.example"',
);
const PUBLIC_ORIGIN = 'https://aubepine.example';

const headOf = (html: string) => /<head>(.*?)<\/head>/s.exec(html)?.[1] ?? '';
/** The JSON-LD blocks of some HTML, in order. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as { '@type': string } & Record<string, unknown>,
  );
/** A BreadcrumbList's items, as [name, URL]. */
const itemsOf = (breadcrumb: unknown) =>
  (breadcrumb as { itemListElement: { name: string; item: string }[] }).itemListElement.map(
    ({ name, item }) => [name, item],
  );

const RELATED_PAGES = 'products/lactea-transit/pages?page=1&per_page=4&shop_id=1&lang=fr';
const relatedPages = (replies[RELATED_PAGES]?.body as { data: { items: { title: string }[] } }).data
  .items;

/**
 * The recorded shop API behind fetch; each request is kept, an unknown one is a 404.
 * `slowReplies`: milliseconds some replies (by key) take, where another's order matters.
 */
function recordedShopApi({ slowReplies = {} }: { slowReplies?: Record<string, number> } = {}) {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    const url = new URL(request.url);
    const key = url.pathname.replace('/api/v1/', '') + url.search;
    const reply = replies[key] ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    };
    const delay = slowReplies[key];
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return Response.json(reply.body, { status: reply.status });
  });
  return seen;
}

const page = (path: string, token: string | null = null, cookie = '') =>
  render({
    request: new Request(`http://localhost:3000${path}`, {
      headers: { accept: 'text/html', cookie },
    }),
    shopApiUrl: SHOP_API,
    token,
    shellHtml: SHELL,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Each test sets its own shop API: no reply of one may serve the next.
  sharedSiteData.forget();
});

/** The opening tag of a script the browser runs in place: no `src`, not data. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/;

describe('the server entry', () => {
  it('renders a product page with its name, price, breadcrumb and Product JSON-LD', async () => {
    const seen = recordedShopApi();

    const response = await page('/fr/produit/lactea-transit', 'visitor-token');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // The viewport before the image preloads React puts first: a phone sizes them by it.
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8" \/><meta name="viewport" [^>]*\/><link rel="preload" as="image"/,
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js">');
    // What Internet Explorer runs instead, to show the notice the page drew hidden.
    expect(html).toMatch(/<script nomodule="" src="\/old-browser.js"[^>]*><\/script>/i);
    expect(html).toMatch(/<section id="old-browser-notice"[^>]* hidden=""/);
    expect(html).toContain('id="shop-config"');
    expect(html).not.toContain('<title>Shell</title>');
    expect(html).toContain(`<title>${product.name} | `);
    expect(html).toContain(`<h1 class="product-page__name">${product.name}</h1>`);
    expect(html).toContain(formatPrice(eurosToCents(product.price)));
    expect(html).toMatch(/<nav class="breadcrumb" aria-label="Fil d’Ariane">.*Produits.*<\/nav>/s);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as { '@type': string; name?: string },
    );
    expect(jsonLd).toContainEqual(
      expect.objectContaining({ '@type': 'Product', name: product.name }),
    );
    // The router's dehydrated state is there for the client to hydrate from.
    expect(html).toContain('$_TSR');
    // The parts hydrated late are drawn in the first pass, before that state, even in the
    // first page after a start (this test's render is the file's first): never streamed
    // after it, where a page read without JavaScript would keep them hidden.
    expect(html.indexOf('<footer class="site-footer"')).toBeGreaterThan(0);
    expect(html.indexOf('<footer class="site-footer"')).toBeLessThan(html.indexOf('$_TSR'));
    expect(html).not.toContain('<template id="B:');
    // The visitor's token goes nowhere near the page, and only to with-token calls.
    expect(html).not.toContain('visitor-token');
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.url.startsWith(SHOP_API)).toBe(true);
      expect(request.headers.get('authorization')).toBeNull();
      expect(request.headers.get('x-with-token')).toBeNull();
    }
  });

  it('names the matched routes’ chunks and stylesheets in the head, and no other route’s', async () => {
    recordedShopApi();

    const response = await render({
      request: new Request('http://localhost:3000/fr/produit/lactea-transit'),
      shopApiUrl: SHOP_API,
      token: null,
      shellHtml: SHELL.replace(
        '</head>',
        '<link rel="stylesheet" crossorigin href="/assets/index-test.css"></head>',
      ),
      routePreloads: {
        __root__: { preloads: [], css: ['/assets/index-test.css'] },
        '/fr/produit/$slug/': {
          preloads: ['/assets/product-page.js', '/assets/cart.js'],
          css: ['/assets/product-page.css'],
        },
        '/fr/produits/$': { preloads: ['/assets/product-list.js'], css: ['/assets/list.css'] },
      },
    });
    const head = headOf(await response.text());

    const preloaded = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded).toEqual(['/assets/product-page.js', '/assets/cart.js']);
    // Its styles are in the page before any script runs, after the entry's as in the
    // browser, each once: nothing shifts as it hydrates.
    const styles = [...head.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(styles).toEqual(['/assets/index-test.css', '/assets/product-page.css']);
  });

  it('gives a product page its head: canonical, Open Graph and structured data on the base domain', async () => {
    recordedShopApi();

    const response = await render({
      request: new Request('http://localhost:3000/fr/produit/lactea-transit'),
      shopApiUrl: SHOP_API,
      token: null,
      shellHtml: PUBLIC_SHELL,
    });
    const html = await response.text();
    const head = headOf(html);

    const url = `${PUBLIC_ORIGIN}/fr/produit/lactea-transit`;
    expect(head).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(head).toContain(`<meta property="og:type" content="product"/>`);
    expect(head).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(head).toContain(
      `<meta property="og:image" content="${PUBLIC_ORIGIN}/api/v1/media/products/lactea-transit.jpeg?w=960"/>`,
    );
    expect(head).toContain('<meta property="og:locale" content="fr_FR"/>');
    // One Product block in the whole page, the head's.
    const products = structuredData(html).filter((data) => data['@type'] === 'Product');
    expect(products).toHaveLength(1);
    expect(structuredData(head)).toContainEqual(products[0]);
    expect(products[0]).toMatchObject({ name: product.name, offers: { url } });
    // One BreadcrumbList, the breadcrumb's own, on the base domain as the canonical URL.
    const breadcrumbs = structuredData(html).filter((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumbs).toHaveLength(1);
    expect(itemsOf(breadcrumbs[0])).toEqual([
      ['Accueil', `${PUBLIC_ORIGIN}/fr/`],
      ['Produits', `${PUBLIC_ORIGIN}/fr/produits`],
      ['Microbiotes', `${PUBLIC_ORIGIN}/fr/produits/-categories--microbiotes`],
      [product.name, url],
    ]);
  });

  it('gives an advice article its head, its breadcrumb through its theme', async () => {
    recordedShopApi();

    const response = await render({
      request: new Request(
        'http://localhost:3000/fr/conseil/bien-dormir-quand-les-jours-raccourcissent',
      ),
      shopApiUrl: SHOP_API,
      token: null,
      shellHtml: PUBLIC_SHELL,
    });
    const html = await response.text();
    const head = headOf(html);

    const url = `${PUBLIC_ORIGIN}/fr/conseil/bien-dormir-quand-les-jours-raccourcissent`;
    expect(response.status).toBe(200);
    expect(head).toContain('<title>Bien dormir quand les jours raccourcissent | ');
    expect(head).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(head).toContain('<meta property="og:type" content="article"/>');
    expect(head).toContain(
      `<meta property="og:image" content="${PUBLIC_ORIGIN}/api/v1/media/pages/2.jpeg?w=960"/>`,
    );
    expect(structuredData(head)).toEqual([]);
    const blocks = structuredData(html);
    expect(blocks.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
    expect(itemsOf(blocks[0])).toEqual([
      ['Accueil', `${PUBLIC_ORIGIN}/fr/`],
      ['Conseils', `${PUBLIC_ORIGIN}/fr/conseils`],
      ['Sommeil et relaxation', `${PUBLIC_ORIGIN}/fr/conseils/sommeil`],
      ['Bien dormir quand les jours raccourcissent', url],
    ]);
  });

  it('gives every inline script the nonce the gateway’s policy allows', async () => {
    recordedShopApi();

    const response = await render({
      request: new Request('http://localhost:3000/fr/produit/lactea-transit'),
      shopApiUrl: SHOP_API,
      token: null,
      shellHtml: SHELL,
      cspNonce: 'n0nce-123',
    });
    const html = await response.text();

    const inline = [...html.matchAll(new RegExp(INLINE_SCRIPT, 'g'))];
    expect(inline.length).toBeGreaterThan(0);
    for (const [tag] of inline) expect(tag).toContain('nonce="n0nce-123"');
  });

  it('draws a product’s related pages with the page, though they answer after the product', async () => {
    // Streamed in after the render, they reached the browser before it hydrated, which drew
    // them where the server had drawn « Chargement » (React's error 418).
    recordedShopApi({ slowReplies: { [RELATED_PAGES]: 30 } });

    const html = await (await page('/fr/produit/lactea-transit')).text();

    expect(relatedPages.length).toBeGreaterThan(0);
    for (const related of relatedPages) expect(html).toContain(related.title);
    expect(html).not.toContain('Chargement des articles');
  });

  it('answers 404 with our page for a product the shop API does not know', async () => {
    recordedShopApi();

    const response = await page('/fr/produit/nope-nope');
    const html = await response.text();

    expect(response.status).toBe(404);
    expect(html).toContain('Page introuvable');
  });

  it('redirects a guarded page to the login page when there is no session', async () => {
    recordedShopApi();

    const response = await page('/fr/mon-compte');

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/fr/connexion?redirect=%2Ffr%2Fmon-compte');
  });

  it.each(['/fr/connexion', '/fr/inscription', '/fr/inscription-par-code'])(
    'sends a visitor with a session on from %s to the page wanted, a path of ours only',
    async (path) => {
      recordedShopApi();

      const onward = await page(
        `${path}?redirect=%2Ffr%2Fcommande%2Flivraison`,
        'token',
        'logged_in=1',
      );
      const offSite = await page(`${path}?redirect=%2F%2Fevil.example`, 'token', 'logged_in=1');
      const anonymous = await page(`${path}?redirect=%2Ffr%2Fcommande%2Flivraison`);

      expect(onward.status).toBe(302);
      expect(onward.headers.get('location')).toBe('/fr/commande/livraison');
      expect(offSite.headers.get('location')).toBe('/fr/mon-compte');
      expect(anonymous.status).toBe(200);
    },
  );

  it('lets a visitor with a session into a guarded page, calling with-token endpoints with the token', async () => {
    const seen = recordedShopApi();

    const response = await page('/fr/mon-compte/commandes', 'visitor-token', 'logged_in=1');
    const html = await response.text();

    expect(response.status).not.toBe(302);
    const withToken = seen.filter((request) => request.headers.has('authorization'));
    expect(withToken.length).toBeGreaterThan(0);
    for (const request of withToken) {
      expect(request.headers.get('authorization')).toBe('Bearer visitor-token');
    }
    expect(html).not.toContain('visitor-token');
  });

  it('draws the header of the account for a visitor with a session, not a logged-out one', async () => {
    recordedShopApi();

    const withSession = await (
      await page('/fr/produit/lactea-transit', 'visitor-token', 'logged_in=1')
    ).text();
    const visitor = await (await page('/fr/produit/lactea-transit')).text();

    const header = (html: string) => /<header class="site-header">.*?<\/header>/s.exec(html)?.[0];
    expect(header(withSession)).toContain('Camille');
    expect(header(withSession)).not.toContain('Se connecter');
    expect(header(visitor)).toContain('Se connecter');
    expect(header(visitor)).not.toContain('Camille');
  });

  it('draws the cart count the visitor’s cookie says, and hands it to the hydrating page', async () => {
    recordedShopApi();

    const shopper = await (await page('/fr/', null, 'cart_count=7')).text();
    const visitor = await (await page('/fr/', null, 'cart_count=abc')).text();

    const count = (html: string) =>
      /<span class="site-header__cart-count"[^>]*>(\d+)<\/span>/.exec(html)?.[1];
    expect(count(shopper)).toBe('7');
    expect(shopper).toContain('aria-label="Panier, 7 articles"');
    expect(shopper).toMatch(/articleCount:7\b|"articleCount":7\b/);
    expect(count(visitor)).toBe('0');
  });

  it('renews an expired remember-me token while rendering, and tells the gateway the new one', async () => {
    recordedShopApi();
    const recorded = globalThis.fetch;
    const sent: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const authorization = new Request(input, init).headers.get('authorization');
      if (authorization !== null) sent.push(authorization);
      if (authorization === 'Bearer expired-token') {
        return Promise.resolve(
          Response.json(
            {
              error: { code: 'expired_token', message: 'Expired' },
              data: { token: 'renewed-token' },
            },
            { status: 401 },
          ),
        );
      }
      return recorded(input, init);
    });

    const response = await page('/fr/produit/lactea-transit', 'expired-token', 'logged_in=1');
    const html = await response.text();

    expect(response.headers.get('x-renewed-token')).toBe('renewed-token');
    expect(sent[0]).toBe('Bearer expired-token');
    expect(sent.slice(1).every((header) => header === 'Bearer renewed-token')).toBe(true);
    // The header of the account, drawn with the renewed session; no token in the page.
    expect(/<header class="site-header">.*?<\/header>/s.exec(html)?.[0]).toContain('Camille');
    expect(html).not.toContain('renewed-token');
  });

  it('draws the consent banner only for a visitor whose request carries no consent cookie', async () => {
    recordedShopApi();
    const consent = encodeURIComponent(
      JSON.stringify({ v: 1, analytics: false, survey: false, youtube: false, at: 1 }),
    );

    const asked = await (await page('/fr/produit/lactea-transit')).text();
    const answered = await (
      await page('/fr/produit/lactea-transit', null, `consent=${consent}`)
    ).text();

    expect(asked).toContain('class="consent-banner"');
    expect(answered).not.toContain('class="consent-banner"');
  });

  it('runs no script in the body before the consent banner, which the first paint then shows', async () => {
    // A script in place waits for the stylesheets and holds the parser: the router's scroll
    // script after the main content left the banner, the largest paint, to a later paint.
    recordedShopApi();

    const html = await (await page('/fr/')).text();
    const body = html.slice(html.indexOf('<body'));

    expect(body.indexOf('class="consent-banner"')).toBeGreaterThan(0);
    expect(body.search(INLINE_SCRIPT)).toBeGreaterThan(body.indexOf('class="consent-banner"'));
  });

  it('sends every page to the maintenance page while the shop API says so, and back home after', async () => {
    recordedShopApi();
    const recorded = globalThis.fetch;
    // In maintenance the shop API answers as usual, every reply with x-maintenance: on.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const reply = await recorded(input, init);
      const headers = new Headers(reply.headers);
      headers.set('x-maintenance', 'on');
      return new Response(reply.body, { status: reply.status, headers });
    });

    const home = await page('/fr/');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/fr/maintenance');
    expect((await page('/fr/maintenance')).status).toBe(200);

    recordedShopApi();
    const over = await page('/fr/maintenance');
    expect(over.status).toBe(302);
    expect(over.headers.get('location')).toBe('/fr/');
  });

  it('answers 503 with our error page when the shop API is out of reach', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));

    const response = await page('/fr/produit/lactea-transit');
    const html = await response.text();

    expect(response.status).toBe(503);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr">/);
  });

  it('draws the error page once every call has settled, leaving none in flight', async () => {
    // One call fails at once, the others answer late: a call still pending when the page
    // was drawn went to the browser, and failed there as an error no one awaited.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      if (url.pathname.endsWith('/homepage')) throw new TypeError('fetch failed');
      await new Promise((resolve) => setTimeout(resolve, 30));
      throw new TypeError('fetch failed');
    });

    const response = await page('/fr/');
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 60));

    expect(response.status).toBe(503);
    const pendingThenFailed = errors.mock.calls.filter((call) =>
      String(call[0]).includes('dehydrated as pending'),
    );
    expect(pendingThenFailed).toEqual([]);
  });

  it('asks the shop API once for the site-wide data of two renders, and each time for the page’s own', async () => {
    const seen = recordedShopApi();

    await (await page('/fr/produit/lactea-transit')).text();
    await (await page('/fr/produit/lactea-transit', 'visitor-token', 'logged_in=1')).text();

    const paths = seen.map((request) => new URL(request.url).pathname.replace('/api/v1/', ''));
    const count = (path: string) => paths.filter((each) => each === path).length;
    expect(count('shop')).toBe(1);
    expect(count('setting')).toBe(1);
    expect(count('product/lactea-transit')).toBe(2);
    expect(count('customer/logged')).toBe(1);
  });

  it('keeps each visitor’s page its own when rendered side by side', async () => {
    recordedShopApi();

    const [found, missing, again] = await Promise.all([
      page('/fr/produit/lactea-transit'),
      page('/fr/produit/nope-nope'),
      page('/fr/produit/lactea-transit'),
    ]);

    expect([found.status, missing.status, again.status]).toEqual([200, 404, 200]);
    expect(await missing.text()).not.toContain(product.name);
    expect(await again.text()).toContain(`<h1 class="product-page__name">${product.name}</h1>`);
    await found.body?.cancel();
  });
});
