import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { UrlListReplySchema, type EntityRef } from '@shop/api-client/contract';
import { originOf, pathsOfSite, robotsTxt, siteOfHost, sitemapXml } from '../seo/sitemap';

/** The URL list changes when the catalogue or the CMS does: an hour old is fine for crawlers. */
const URL_LIST_TTL_MS = 3600_000;
/** While the upstream fails, it is asked again at most this often. */
const RETRY_AFTER_FAILURE_MS = 60_000;
const PER_PAGE = 1000;
/** A shop of a few thousand URLs needs a handful of pages; more means something is wrong. */
const MAX_PAGES = 50;

export interface SeoOptions {
  shopApiUrl: URL;
  /** `BASE_DOMAIN`: the main shop's host; corner sites are its subdomains. */
  baseDomain: string;
  /** The clock of the cache, for tests. */
  now?: () => number;
}

/** Every published URL of the shop, read page by page from the upstream's `GET /url`. */
async function fetchUrlList(shopApiUrl: URL): Promise<EntityRef[]> {
  const urls: EntityRef[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await fetch(`${shopApiUrl.href}/url?per_page=${PER_PAGE}&page=${page}`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`GET /url answered ${response.status}`);
    const { data } = v.parse(UrlListReplySchema, await response.json());
    urls.push(...data.items);
    if (urls.length >= data.total || data.items.length === 0) return urls;
  }
  return urls;
}

/**
 * `robots.txt` and `sitemap.xml` for the main shop and each corner site, built from the
 * upstream's URL list (cached an hour; a stale list is served while the upstream fails).
 */
export default async function seoRoutes(app: FastifyInstance, options: SeoOptions) {
  const now = options.now ?? Date.now;
  let cached: { urls: EntityRef[]; at: number } | null = null;
  let refreshing: Promise<EntityRef[]> | null = null;

  async function urlList(): Promise<EntityRef[]> {
    if (cached && now() - cached.at < URL_LIST_TTL_MS) return cached.urls;
    // Concurrent crawlers share one upstream read.
    refreshing ??= fetchUrlList(options.shopApiUrl)
      .then((urls) => {
        cached = { urls, at: now() };
        return urls;
      })
      .finally(() => {
        refreshing = null;
      });
    try {
      return await refreshing;
    } catch (error) {
      if (cached) {
        app.log.warn({ err: error }, 'sitemap: URL list refresh failed, serving the last one');
        cached = { urls: cached.urls, at: now() - URL_LIST_TTL_MS + RETRY_AFTER_FAILURE_MS };
        return cached.urls;
      }
      throw error;
    }
  }

  app.get('/robots.txt', async (request, reply) => {
    const site = siteOfHost(request.host, options.baseDomain);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(site, options.baseDomain)));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const site = siteOfHost(request.host, options.baseDomain);
    let urls: EntityRef[];
    try {
      urls = await urlList();
    } catch (error) {
      request.log.error({ err: error }, 'sitemap: the URL list could not be read');
      return reply
        .code(503)
        .header('retry-after', '60')
        .send({ error: { code: 'upstream_unavailable', message: 'Sitemap unavailable' } });
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(originOf(site, options.baseDomain), pathsOfSite(urls, site)));
  });
}
