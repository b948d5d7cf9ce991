import { breadcrumbJsonLd, productJsonLd, safeJson, type BreadcrumbLabelCode } from '@shop/domain';
import type { HeadPage } from './head-lookup';

/**
 * The French labels of the fixed crumbs. libs/i18n holds them as Lingui messages, which a
 * server may not load (module boundaries): these mirror `breadcrumb.*` of its catalogue.
 */
const CRUMB_LABELS: Partial<Record<BreadcrumbLabelCode, string>> = {
  home: 'Accueil',
  products: 'Produits',
  needs: 'Besoins',
  news: 'Actualités',
  advice: 'Conseils',
  quality_innovation: 'Qualité et innovation',
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
 * Marks the structured data of the first HTML: the SPA draws its own for every page it
 * shows, and drops these at start so that a page never carries two Product blocks.
 */
const FIRST_HTML_MARK = 'data-first-html';

/** The tags of a page's head, every URL absolute on `origin` (from `BASE_DOMAIN`). */
export function headTags(page: HeadPage, origin: string): string {
  const url = new URL(page.path, origin).href;
  const image = page.image ? new URL(page.image, origin).href : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const { product } = page;
  const jsonLd = [
    product
      ? productJsonLd(
          { ...product, brandName: product.brand.name, description: page.description },
          url,
          image,
        )
      : null,
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
    ...jsonLd.map(
      (block) =>
        `<script type="application/ld+json" ${FIRST_HTML_MARK}>${safeJson(block)}</script>`,
    ),
  ].join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;

/** index.html with the page's head: its `<title>` replaced, the other tags beside it. */
export function injectHead(indexHtml: string, tags: string): string {
  if (TITLE.test(indexHtml)) return indexHtml.replace(TITLE, () => tags);
  if (/<\/head>/i.test(indexHtml)) return indexHtml.replace(/<\/head>/i, () => `${tags}</head>`);
  return indexHtml.replace(/<html[^>]*>/i, (open) => `${open}${tags}`);
}
