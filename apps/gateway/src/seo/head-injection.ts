import type { FastifyRequest } from 'fastify';
import { originOf, siteOfHost } from './sitemap';
import { createHeadLookup, NOT_FOUND } from './head-lookup';
import { headTags, injectHead } from './head-render';
import { headTargetOf } from './head-targets';

export interface HeadInjectionOptions {
  shopApiUrl: URL;
  /** `BASE_DOMAIN`: canonical URLs are built from it, never from the request's Host. */
  baseDomain: string;
  /** The storefront's index.html, as built. */
  indexHtml: string;
}

/** What to send for a page path: its index.html with a head, a 404, or null for the plain page. */
export type HeadAnswer = { status: 200; html: string } | { status: 404 } | null;

/**
 * Head injection for crawlers and link previews: entity pages get their title,
 * description, canonical, Open Graph tags and JSON-LD in index.html, and an entity the
 * upstream does not know gives a real 404. An upstream failure never blocks a shopper: it
 * is logged and the plain page goes out.
 */
export function createHeadInjection(options: HeadInjectionOptions) {
  const lookup = createHeadLookup(options.shopApiUrl);
  const origin = originOf({ kind: 'main' }, options.baseDomain);

  return async function headAnswer(request: FastifyRequest, path: string): Promise<HeadAnswer> {
    const mainSite = siteOfHost(request.host, options.baseDomain).kind === 'main';
    const target = headTargetOf(path, mainSite);
    if (!target) return null;
    try {
      const page = await lookup(target);
      if (page === NOT_FOUND) return { status: 404 };
      return { status: 200, html: injectHead(options.indexHtml, headTags(page, origin)) };
    } catch (error) {
      request.log.warn({ err: error, target }, 'head injection: upstream lookup failed');
      return null;
    }
  };
}
