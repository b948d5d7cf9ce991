import * as v from 'valibot';
import { LRUCache } from 'lru-cache';
import {
  BrandReplySchema,
  IdOrSlugSchema,
  NeedReplySchema,
  PageReplySchema,
  ProductReplySchema,
  UrlEntityReplySchema,
  type Entity,
  type ProductDetail,
} from '@shop/api-client/contract';
import { buildBreadcrumb, HOME_PATH, type Crumb } from '@shop/domain';
import type { HeadTarget, HeadTargetKind } from './head-targets';

/** What the head of one page says, from the upstream. */
export interface HeadPage {
  title: string;
  description: string;
  /** The canonical path, on the main site. */
  path: string;
  /** The preview image: a path of the shop (the shop API's media) or an absolute URL. */
  image: string | null;
  ogType: 'product' | 'article' | 'website';
  crumbs: Crumb[];
  /** Set on product pages, for the Product structured data. */
  product: ProductDetail | null;
}

/** The upstream does not know the entity: the page is a 404. */
export const NOT_FOUND = 'not_found';
export type HeadLookupResult = HeadPage | typeof NOT_FOUND;

/** Catalogue and CMS edits show in link previews within this delay. */
const CACHE_TTL_MS = 5 * 60_000;
/** Bounded: a crawler walking every URL must not grow the gateway's memory. */
const CACHE_MAX_ENTRIES = 2000;
/** A shopper waits for this lookup before the page starts: past it, the plain page is sent. */
const LOOKUP_TIMEOUT_MS = 2500;
/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

class NotFound extends Error {}

async function getData<T>(url: string, schema: v.GenericSchema<unknown, { data: T }>): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
  if (response.status === 404) throw new NotFound();
  if (!response.ok) throw new Error(`GET ${new URL(url).pathname} answered ${response.status}`);
  return v.parse(schema, await response.json()).data;
}

/** CMS texts may carry markup; a description is plain text of a bounded length. */
export function plainDescription(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > 80 ? cut.slice(0, lastSpace) : cut}…`;
}

const parentLinks = (entity: Entity) =>
  entity.parent ? [{ label: { text: entity.parent.title }, path: entity.parent.url }] : [];

async function productPage(base: string, slug: string): Promise<HeadPage> {
  if (!v.is(IdOrSlugSchema, slug)) throw new NotFound();
  const product = await getData(`${base}/product/${slug}`, ProductReplySchema);
  const path = `/fr/produit/${product.slug}`;
  return {
    title: product.name,
    description: plainDescription(product.summary || product.description),
    path,
    image: product.caracteristics.small_image.value.url,
    ogType: 'product',
    crumbs: buildBreadcrumb({
      pageType: 'product',
      entity: { label: { text: product.name }, path },
    }),
    product,
  };
}

/** The breadcrumb root of the CMS pages other than advice (SPEC.md §2 Breadcrumb). */
const CMS_PAGE_TYPE: Partial<Record<HeadTargetKind, 'news' | 'quality_innovation'>> = {
  actualite: 'news',
  innovation: 'quality_innovation',
};

async function entityPage(base: string, target: HeadTarget): Promise<HeadPage> {
  const query = new URLSearchParams({ entity_type: target.kind, slug: target.slug });
  const entity = await getData(`${base}/url/entity?${query}`, UrlEntityReplySchema);
  const self = { label: { text: entity.title }, path: entity.url };
  const page = { title: entity.title, path: entity.url, product: null };
  switch (target.kind) {
    case 'brand': {
      const brand = await getData(`${base}/brand/${entity.id}`, BrandReplySchema);
      return {
        ...page,
        description: plainDescription(brand.description),
        image: brand.logo || null,
        ogType: 'website',
        crumbs: buildBreadcrumb({ pageType: 'brand', entity: self }),
      };
    }
    case 'need': {
      const need = await getData(`${base}/need/${entity.id}`, NeedReplySchema);
      return {
        ...page,
        description: plainDescription(need.description),
        image: need.picto || null,
        ogType: 'website',
        crumbs: buildBreadcrumb({
          pageType: 'need',
          entity: { ...self, parents: parentLinks(entity) },
        }),
      };
    }
    default: {
      const cmsPage = await getData(`${base}/page/${entity.id}`, PageReplySchema);
      const crumbs: Crumb[] =
        target.kind === 'content'
          ? [
              { label: { code: 'home' }, path: HOME_PATH, current: false },
              { ...self, current: true },
            ]
          : buildBreadcrumb({
              pageType: CMS_PAGE_TYPE[target.kind] ?? 'advice',
              entity: { ...self, parents: parentLinks(entity) },
            });
      return {
        ...page,
        description: plainDescription(cmsPage.summary || cmsPage.body),
        image: cmsPage.vertical_image?.url ?? null,
        ogType: target.kind === 'advice' || target.kind === 'actualite' ? 'article' : 'website',
        crumbs,
      };
    }
  }
}

/**
 * Reads what a page's head needs from the upstream: the product detail, or the URL's
 * entity and its detail. Answers (404s included) are kept 5 minutes in a bounded LRU;
 * failures are not kept, they reject and the caller serves the plain page.
 */
export function createHeadLookup(shopApiUrl: URL) {
  const base = shopApiUrl.href.replace(/\/+$/, '');
  const cache = new LRUCache<string, HeadLookupResult, HeadTarget>({
    max: CACHE_MAX_ENTRIES,
    ttl: CACHE_TTL_MS,
    // Concurrent requests for one page share one upstream read.
    fetchMethod: async (_key, _stale, { context }) => {
      try {
        return context.kind === 'product'
          ? await productPage(base, context.slug)
          : await entityPage(base, context);
      } catch (error) {
        if (error instanceof NotFound) return NOT_FOUND;
        throw error;
      }
    },
  });
  return async function lookup(target: HeadTarget): Promise<HeadLookupResult> {
    const result = await cache.fetch(`${target.kind}:${target.slug}`, { context: target });
    if (result === undefined) throw new Error('head lookup gave no answer');
    return result;
  };
}
