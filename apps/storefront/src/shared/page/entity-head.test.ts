// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@shop/api-client';
import { activateLocale } from '@shop/i18n';
import { entityHead, type EntityHead } from './entity-head';

beforeAll(() => activateLocale('fr'));

const SERVER = { baseDomain: 'boutique.example' };
const ORIGIN = 'https://boutique.example';

const facts = {
  id: 42,
  name: 'Magnésium marin',
  brandName: 'Lactéa',
  price: 12.9,
  stock: 12,
  rating: { average: 4.5, count: 8 },
};
const product: EntityHead = {
  title: 'Magnésium marin',
  description: 'Du <b>magnésium</b>\n marin pour la fatigue.',
  path: '/fr/produit/magnesium-marin',
  image: '/api/v1/media/products/42.svg',
  ogType: 'product',
  product: facts,
};

type Head = ReturnType<typeof entityHead>;
const metaOf = (head: Head, key: string) =>
  head.meta.find(
    (tag): tag is { property: string; content: string } =>
      'property' in tag && tag.property === key,
  )?.content;
const structuredData = (head: Head) =>
  head.scripts.map((script) => JSON.parse(script.children) as Record<string, unknown>);

describe('entityHead', () => {
  it('gives title, plain description, canonical and Open Graph, absolute on the base domain', () => {
    const head = entityHead(product, SERVER);

    expect(head.meta).toEqual([
      { title: 'Magnésium marin | Laboratoires Aubépine' },
      { name: 'description', content: 'Du magnésium marin pour la fatigue.' },
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: 'Magnésium marin' },
      { property: 'og:description', content: 'Du magnésium marin pour la fatigue.' },
      { property: 'og:url', content: `${ORIGIN}/fr/produit/magnesium-marin` },
      { property: 'og:image', content: `${ORIGIN}/api/v1/media/products/42.jpeg?w=960` },
      { property: 'og:locale', content: 'fr_FR' },
    ]);
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${ORIGIN}/fr/produit/magnesium-marin` },
    ]);
  });

  it('gives the Product as JSON-LD, and no BreadcrumbList: the breadcrumb gives it', () => {
    const head = entityHead(product, SERVER);

    expect(head.scripts.map((script) => script.type)).toEqual(['application/ld+json']);
    const [productData] = structuredData(head);
    expect(productData).toMatchObject({
      '@type': 'Product',
      name: 'Magnésium marin',
      image: [`${ORIGIN}/api/v1/media/products/42.jpeg?w=960`],
      description: 'Du magnésium marin pour la fatigue.',
      offers: { url: `${ORIGIN}/fr/produit/magnesium-marin`, price: '12.90' },
    });
  });

  it('keeps a hostile text inside its JSON-LD block', () => {
    const name = 'Piège </script><script>alert(1)</script>';
    const head = entityHead({ ...product, product: { ...facts, name } }, SERVER);

    expect(head.scripts[0]?.children).not.toContain('</script>');
    expect(structuredData(head)[0]).toMatchObject({ name });
  });

  it('cuts a long description at a word, and leaves an empty one out', () => {
    const long = `<p>${'Un texte du back-office assez long. '.repeat(10)}</p>`;

    const description = metaOf(
      entityHead({ ...product, description: long }, SERVER),
      'og:description',
    );
    const empty = entityHead({ ...product, description: '<p> </p>' }, SERVER);

    expect(description?.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Un texte du back-office assez long\. .* \S+…$/);
    expect(empty.meta).not.toContainEqual(expect.objectContaining({ name: 'description' }));
    expect(metaOf(empty, 'og:description')).toBeUndefined();
  });

  it('gives no structured data to a page without a product, nor an image it has not', () => {
    const head = entityHead(
      {
        title: 'Conditions générales de vente',
        description: 'Les conditions.',
        path: '/fr/cgv',
        image: null,
        ogType: 'website',
      },
      SERVER,
    );

    expect(head.scripts).toEqual([]);
    expect(metaOf(head, 'og:image')).toBeUndefined();
    expect(head.links).toEqual([{ rel: 'canonical', href: `${ORIGIN}/fr/cgv` }]);
  });

  it('is on http for a local base domain', () => {
    const head = entityHead(product, { baseDomain: 'localhost:3000' });

    expect(head.links[0]?.href).toBe('http://localhost:3000/fr/produit/magnesium-marin');
  });

  it('in the browser, takes the base domain of the page’s runtime config', async () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = RUNTIME_CONFIG_ELEMENT_ID;
    config.textContent = JSON.stringify({
      baseDomain: 'aubepine.example',
      tagManagerUrl: null,
      consentScriptUrl: null,
      surveyScriptUrl: null,
    });
    document.head.append(config);
    // A page reads its config once, and this worker's page may have read it already: the
    // module is loaded afresh, as a page that starts with this config would load it.
    vi.resetModules();
    const fresh = await import('./entity-head');

    const head = fresh.entityHead(product, { baseDomain: undefined });

    expect(head.links[0]?.href).toBe('https://aubepine.example/fr/produit/magnesium-marin');
    expect(metaOf(head, 'og:image')).toBe(
      'https://aubepine.example/api/v1/media/products/42.jpeg?w=960',
    );
  });
});
