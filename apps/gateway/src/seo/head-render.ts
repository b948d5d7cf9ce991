import { breadcrumbJsonLd, type BreadcrumbLabelCode } from '@shop/domain';
import type { HeadPage } from './head-lookup';

/**
 * The French labels of the fixed crumbs. libs/i18n holds them as Lingui messages, which a
 * server may not load (module boundaries): these mirror `breadcrumb.*` of its catalogue.
 */
const CRUMB_LABELS: Partial<Record<BreadcrumbLabelCode, string>> = {
  home: 'Accueil',
  products: 'Produits',
  needs: 'Besoins',
  advice: 'Conseils',
  brands: 'Marques',
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * JSON inside `<script>`: `<`, `>` and `&` as \u escapes so no `</script>` or `<!--` in a
 * product text can end the block; U+2028/2029 for old parsers.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const SCHEMA = 'https://schema.org';

function productJsonLd(page: HeadPage, url: string, image: string | null) {
  const { product } = page;
  if (!product) return null;
  const { average, count } = product.rating;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    ...(image ? { image: [image] } : {}),
    description: page.description,
    sku: String(product.id),
    productID: String(product.id),
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      price: product.price.toFixed(2),
      availability: `${SCHEMA}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
    },
    ...(count > 0 && average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: average,
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The tags of a page's head, every URL absolute on `origin` (from `BASE_DOMAIN`). */
export function headTags(page: HeadPage, origin: string): string {
  const url = new URL(page.path, origin).href;
  const image = page.image ? new URL(page.image, origin).href : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const jsonLd = [
    productJsonLd(page, url, image),
    breadcrumbJsonLd(page.crumbs, origin, (code) => CRUMB_LABELS[code] ?? code),
  ].filter((block) => block !== null);
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'og:locale', 'fr_FR'),
    ...jsonLd.map((block) => `<script type="application/ld+json">${safeJson(block)}</script>`),
  ].join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;

/** index.html with the page's head: its `<title>` replaced, the other tags beside it. */
export function injectHead(indexHtml: string, tags: string): string {
  if (TITLE.test(indexHtml)) return indexHtml.replace(TITLE, () => tags);
  if (/<\/head>/i.test(indexHtml)) return indexHtml.replace(/<\/head>/i, () => `${tags}</head>`);
  return indexHtml.replace(/<html[^>]*>/i, (open) => `${open}${tags}`);
}
