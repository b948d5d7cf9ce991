import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity, ProductDetail } from '@shop/api-client/contract';
import { buildApp } from '../../src/app';
import { createSpaFixture, servedIndex } from '../helpers/spa-fixture';
import { startStubUpstream, unusedUrl, type StubUpstream } from '../helpers/stub-upstream';

const BASE_DOMAIN = 'boutique.example';
const ORIGIN = `https://${BASE_DOMAIN}`;

function product(slug: string, overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 42,
    name: 'Magnésium marin',
    slug,
    summary: 'Du <b>magnésium</b> marin pour la fatigue.',
    brand: { id: 3, slug: 'lactea', name: 'Lactéa', color: '#2f6b3b' },
    promoted: false,
    special_offer: false,
    is_new: false,
    is_new_from: null,
    is_new_to: null,
    is_new_formulae: false,
    caracteristics: {
      small_image: { value: { url: '/api/v1/media/products/42.svg', alt: 'Flacon' } },
    },
    conditioning: '90 comprimés',
    weight: null,
    volume: null,
    labels: [],
    stock: 12,
    price: 12.9,
    suggested_price: null,
    volume_prices: [],
    categories: [],
    needs: [],
    rating: { average: 4.5, count: 8 },
    description: '<p>Long texte.</p>',
    ingredients: '',
    usage: '',
    nutritional_analysis: [],
    ...overrides,
  };
}

const PRODUCTS: Record<string, ProductDetail> = {
  'magnesium-marin': product('magnesium-marin'),
  'sans-avis': product('sans-avis', { rating: { average: null, count: 0 }, stock: 0 }),
  piege: product('piege', {
    name: 'Piège </script><script>alert(1)</script> "quoted" & co',
    summary: '<img src=x onerror=alert(1)> résumé',
  }),
};

const ref = (entity_type: Entity['entity_type'], slug: string, title: string, url: string) => ({
  id: 7,
  entity_type,
  slug,
  title,
  url,
  brand_slug: null,
});

const ENTITIES: Record<string, Entity> = {
  'need:sommeil': {
    ...ref('need', 'sommeil', 'Sommeil', '/fr/besoin/sommeil'),
    published: true,
    parent: ref('need', 'bien-etre', 'Bien-être', '/fr/besoin/bien-etre'),
    children: [],
  },
  'brand:lactea': {
    ...ref('brand', 'lactea', 'Lactéa', '/fr/marque/lactea'),
    published: true,
    parent: null,
    children: [],
  },
  'content:cgv': {
    ...ref('content', 'cgv', 'Conditions générales de vente', '/fr/cgv'),
    published: true,
    parent: null,
    children: [],
  },
};

let app: FastifyInstance;
let upstream: StubUpstream;
let spa: Awaited<ReturnType<typeof createSpaFixture>>;
const calls: string[] = [];
let failing = false;

beforeAll(async () => {
  spa = await createSpaFixture();
  upstream = await startStubUpstream('/api/v1', (stub) => {
    stub.addHook('onRequest', async (request, reply) => {
      calls.push(request.url);
      if (failing) return reply.code(500).send({ error: { code: 'boom', message: 'secret' } });
    });
    stub.get<{ Params: { id: string } }>('/api/v1/product/:id', async (request, reply) => {
      const found = PRODUCTS[request.params.id];
      if (!found)
        return reply.code(404).send({ error: { code: 'product_not_found', message: 'x' } });
      return { data: found };
    });
    stub.get<{ Querystring: { entity_type: string; slug: string } }>(
      '/api/v1/url/entity',
      async (request, reply) => {
        const found = ENTITIES[`${request.query.entity_type}:${request.query.slug}`];
        if (!found)
          return reply.code(404).send({ error: { code: 'entity_not_found', message: 'x' } });
        return { data: found };
      },
    );
    stub.get('/api/v1/need/:id', async () => ({
      data: {
        id: 7,
        slug: 'sommeil',
        label: 'Sommeil',
        picto: '/api/v1/media/needs/7.svg',
        position: 1,
        description: 'Bien dormir toute la nuit.',
        parent: null,
        children: [],
        product_count: 3,
      },
    }));
    stub.get('/api/v1/brand/:id', async () => ({
      data: {
        id: 7,
        slug: 'lactea',
        name: 'Lactéa',
        color: '#fff',
        logo: '/api/v1/media/brands/lactea.svg',
        has_corner: true,
        description: 'La marque des ferments.',
        product_count: 4,
      },
    }));
    stub.get('/api/v1/page/:id', async () => ({
      data: {
        id: 7,
        type: { technical_name: 'content' },
        slug: 'cgv',
        title: 'Conditions générales de vente',
        url: '/fr/cgv',
        summary: 'Les conditions de vente de la boutique.',
        published: true,
        published_at: '2026-01-01T00:00:00Z',
        order: 1,
        vertical_image: null,
        parent: null,
        brand: null,
        need: null,
        category: null,
        body: '<p>Texte</p>',
        download: null,
        products: [],
      },
    }));
  });
  app = await buildApp({ shopApiUrl: upstream.url, spaDir: spa.dir, baseDomain: BASE_DOMAIN });
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await spa?.remove();
});

function jsonLd(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script type="application\/ld\+json" data-first-html>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}
const ofType = (blocks: Record<string, unknown>[], type: string) =>
  blocks.find((block) => block['@type'] === type);

describe('product pages', () => {
  it('carry title, description, canonical, Open Graph and JSON-LD from BASE_DOMAIN', async () => {
    const response = await app.inject({
      url: '/fr/produit/magnesium-marin?utm_source=x',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<title>Magnésium marin</title>');
    expect(html).not.toContain('<title>Boutique</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(
      '<meta name="description" content="Du magnésium marin pour la fatigue." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/fr/produit/magnesium-marin" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:title" content="Magnésium marin" />');
    expect(html).toContain(
      `<meta property="og:url" content="${ORIGIN}/fr/produit/magnesium-marin" />`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="${ORIGIN}/api/v1/media/products/42.svg" />`,
    );
    expect(html).not.toContain('evil.example');

    const blocks = jsonLd(html);
    expect(ofType(blocks, 'Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Magnésium marin',
      image: [`${ORIGIN}/api/v1/media/products/42.svg`],
      description: 'Du magnésium marin pour la fatigue.',
      sku: '42',
      productID: '42',
      brand: { '@type': 'Brand', name: 'Lactéa' },
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/fr/produit/magnesium-marin`,
        priceCurrency: 'EUR',
        price: '12.90',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 8,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(ofType(blocks, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Accueil', item: `${ORIGIN}/fr/` },
        { position: 2, name: 'Produits', item: `${ORIGIN}/fr/produits` },
        { position: 3, name: 'Magnésium marin', item: `${ORIGIN}/fr/produit/magnesium-marin` },
      ],
    });
  });

  it('leave out the rating without reviews and say out of stock without stock', async () => {
    const product = ofType(jsonLd((await app.inject('/fr/produit/sans-avis')).body), 'Product');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('escape every injected text and keep the JSON-LD inside its script', async () => {
    const html = (await app.inject('/fr/produit/piege')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>Piège &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; co</title>',
    );
    // Two JSON-LD blocks, the runtime configuration and nothing else that looks like a script.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(ofType(jsonLd(html), 'Product')).toMatchObject({
      name: 'Piège </script><script>alert(1)</script> "quoted" & co',
    });
  });

  it('answer 404 with the SPA, not revalidated, for a product the upstream does not know', async () => {
    const response = await app.inject('/fr/produit/inconnu');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(servedIndex(BASE_DOMAIN));
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
  });

  it('answer HEAD with the security headers', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/fr/produit/magnesium-marin' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('ask the upstream once within five minutes', async () => {
    calls.length = 0;
    await app.inject('/fr/produit/magnesium-marin');
    await app.inject('/fr/produit/inconnu');
    expect(calls).toEqual([]);
  });
});

describe('other entity pages', () => {
  it('a need carries its parent in the breadcrumb', async () => {
    const html = (await app.inject('/fr/besoin/sommeil')).body;
    expect(html).toContain('<title>Sommeil</title>');
    expect(html).toContain('<meta name="description" content="Bien dormir toute la nuit." />');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/fr/besoin/sommeil" />`);
    expect(ofType(jsonLd(html), 'Product')).toBeUndefined();
    expect(ofType(jsonLd(html), 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Accueil' },
        { name: 'Besoins', item: `${ORIGIN}/fr/besoins` },
        { name: 'Bien-être', item: `${ORIGIN}/fr/besoin/bien-etre` },
        { name: 'Sommeil', item: `${ORIGIN}/fr/besoin/sommeil` },
      ],
    });
  });

  it('a brand and a content page get their head', async () => {
    const brand = (await app.inject('/fr/marque/lactea')).body;
    expect(brand).toContain('<meta property="og:description" content="La marque des ferments." />');
    const content = await app.inject('/fr/cgv');
    expect(content.statusCode).toBe(200);
    expect(content.body).toContain('<title>Conditions générales de vente</title>');
    expect(calls).toContain('/api/v1/url/entity?entity_type=content&slug=cgv');
  });

  it('an unknown need, advice or content page is a 404', async () => {
    for (const url of [
      '/fr/besoin/inconnu',
      '/fr/conseil/inconnu',
      '/fr/actualite/inconnue',
      '/fr/qualite-innovation/inconnue',
      '/fr/page-inconnue',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe(servedIndex(BASE_DOMAIN));
    }
  });

  it("the SPA's own pages are not looked up", async () => {
    calls.length = 0;
    for (const url of ['/fr/connexion', '/fr/produits', '/fr/mon-compte/adresses', '/fr/']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(servedIndex(BASE_DOMAIN));
    }
    expect(calls).toEqual([]);
  });
});

describe('upstream failures never block shoppers', () => {
  it('an upstream error serves the plain page with 200, and is not cached', async () => {
    failing = true;
    try {
      const response = await app.inject('/fr/marque/autre');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(servedIndex(BASE_DOMAIN));
    } finally {
      failing = false;
    }
    expect((await app.inject('/fr/marque/autre')).statusCode).toBe(404);
  });

  it('a refused upstream serves the plain page with 200', async () => {
    const down = await buildApp({ shopApiUrl: await unusedUrl(), spaDir: spa.dir });
    try {
      const response = await down.inject('/fr/produit/magnesium-marin');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(servedIndex());
    } finally {
      await down.close();
    }
  });
});
