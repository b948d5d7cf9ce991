import { MEDIA_WIDTHS, productJsonLd, safeJson, type ProductJsonLdInput } from '@shop/domain';
import { mediaUrl } from '@shop/ui';
import { siteUrl, type HeadContext } from './canonical-url';
import { pageHead } from './page-head';

/**
 * Link previews (Open Graph) draw no SVG: the preview, and the Product's image, is the
 * media's widest JPEG rendition.
 */
const PREVIEW_WIDTH = Math.max(...MEDIA_WIDTHS);

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/** What the head of an entity page (a product, a brand, a need, a CMS page) says. */
export interface EntityHead {
  title: string;
  /** The entity's text, CMS markup allowed: the description is its plain start. */
  description: string;
  /** The page's path on the main site: its canonical URL. */
  path: string;
  /** The preview image: a path of the shop (the shop API's media) or an absolute URL. */
  image: string | null;
  ogType: 'product' | 'article' | 'website';
  /** On a product page, its Product structured data (the description is the page's). */
  product?: Omit<ProductJsonLdInput, 'description'>;
  /** The home's: its tab shows `title` alone, not followed by the shop's name. */
  bareTitle?: boolean;
}

/** CMS texts may carry markup; a description is plain text of a bounded length. */
function plainDescription(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > 80 ? cut.slice(0, lastSpace) : cut}…`;
}

/**
 * A route's `head` for an entity page, for crawlers and link previews as much as the tab:
 * title, description, canonical, Open Graph and a product's JSON-LD. Every URL is absolute
 * on the main site's public origin, from the deployment's base domain and never from the
 * request, so that a corner host or a proxy's name is never canonical. The BreadcrumbList
 * is the page's breadcrumb's own (shared/routing/page-breadcrumb.tsx), on the same origin.
 */
export function entityHead(page: EntityHead, context: HeadContext) {
  const url = siteUrl(page.path, context);
  const image = page.image ? siteUrl(mediaUrl(page.image, 'jpeg', PREVIEW_WIDTH), context) : null;
  const description = plainDescription(page.description);
  const structuredData = page.product
    ? [productJsonLd({ ...page.product, description }, url, image)]
    : [];
  const property = (name: string, content: string) => ({ property: name, content });
  const { meta } = pageHead(page.title, description);
  return {
    meta: [
      ...(page.bareTitle ? [{ title: page.title }, ...meta.slice(1)] : meta),
      property('og:type', page.ogType),
      property('og:title', page.title),
      ...(description ? [property('og:description', description)] : []),
      property('og:url', url),
      ...(image ? [property('og:image', image)] : []),
      property('og:locale', 'fr_FR'),
    ],
    links: [{ rel: 'canonical', href: url }],
    // Data, not code: the router gives them the page's nonce all the same.
    scripts: structuredData.map((data) => ({
      type: 'application/ld+json',
      children: safeJson(data),
    })),
  };
}
