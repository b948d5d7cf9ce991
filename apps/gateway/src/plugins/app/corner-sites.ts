import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { subdomainOf } from '@shop/domain';
import { cornerBrands } from './corner-sites/corner-brands';

export interface CornerSitesOptions {
  /** `BASE_DOMAIN`: the main site's host (with its port, if any). */
  baseDomain: string;
  shopApiUrl: URL;
  brandsTtlMs?: number;
}

/** Calls and probes are not pages: they are answered whatever the subdomain. */
const NOT_PAGES = /^\/(?:api\/|healthz|readyz)/;

/**
 * Corner sites (SPEC.md §1): `{brand}.{BASE_DOMAIN}` serves the same SPA, which themes
 * itself from the host name. A subdomain that is no corner brand goes to the main site,
 * with a 302 because a brand may open its corner later. The Location comes from the
 * configured BASE_DOMAIN, never from Host or X-Forwarded-Host. When the shop API cannot
 * say which brands exist, the page is served: shoppers are never locked out for that.
 */
async function cornerSites(app: FastifyInstance, options: CornerSitesOptions) {
  const brands = cornerBrands({
    shopApiUrl: options.shopApiUrl,
    log: app.log,
    ttlMs: options.brandsTtlMs,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (NOT_PAGES.test(request.url)) return;
    const brand = subdomainOf(request.host, options.baseDomain);
    if (brand === undefined) return;
    const known = await brands();
    if (!known || known.has(brand)) return;
    // An absolute-form request target (`GET http://x/ HTTP/1.1`) must not leak into it.
    const path = request.url.startsWith('/') ? request.url : '/';
    return reply.redirect(`${request.protocol}://${options.baseDomain}${path}`, 302);
  });
}

export default fp(cornerSites, { name: 'corner-sites', dependencies: ['security-headers'] });
