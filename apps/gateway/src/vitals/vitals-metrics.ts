import { Registry, Summary } from 'prom-client';
import type { VitalName } from '@shop/api-client/contract';

export const QUANTILES = [0.5, 0.75, 0.95, 0.99];
/** The quantiles cover the last ten minutes, dropped a fifth at a time. */
export const QUANTILE_WINDOW_SECONDS = 600;
const AGE_BUCKETS = 5;
/** Page templates tracked at most, `other` included (the later ones): memory stays bounded. */
export const MAX_ROUTES = 50;
export const OTHER_ROUTE = 'other';

const HELP =
  'Web Vitals reported by the storefront: quantiles over the last ten minutes, ' +
  '_sum and _count since the gateway started. CLS is a unitless score, the others are ms.';

const SEGMENT = /^[a-z0-9-]{1,40}$/;

/**
 * The page template a path counts under: its first two segments, and `*` for the rest
 * (`/fr/produit/intima` → `/fr/produit/*`), so that each product or article does not get
 * its own series. Anything unusual counts as `other`.
 */
export function routeTemplate(page: string): string {
  const segments = page.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return '/';
  const head = segments.slice(0, 2);
  if (!head.every((segment) => SEGMENT.test(segment))) return OTHER_ROUTE;
  return `/${head.join('/')}${segments.length > 2 ? '/*' : ''}`;
}

/**
 * The Web Vitals of one gateway instance, in Prometheus summaries: one over all pages
 * (`web_vitals`) and one per page template (`web_vitals_by_route`), so that summing one
 * never counts a value twice. A registry of its own, not prom-client's global one: each
 * app built (every test builds several) starts from nothing.
 */
export function createVitalsMetrics() {
  const registry = new Registry();
  const common = {
    help: HELP,
    percentiles: QUANTILES,
    maxAgeSeconds: QUANTILE_WINDOW_SECONDS,
    ageBuckets: AGE_BUCKETS,
    registers: [registry],
  };
  const all = new Summary({ name: 'web_vitals', labelNames: ['name'], ...common });
  const byRoute = new Summary({
    name: 'web_vitals_by_route',
    labelNames: ['name', 'route'],
    ...common,
  });
  // The last series slot is kept for `other`.
  const named = new Set<string>();
  const routeLabel = (page: string) => {
    const route = routeTemplate(page);
    if (route === OTHER_ROUTE || named.has(route)) return route;
    if (named.size >= MAX_ROUTES - 1) return OTHER_ROUTE;
    named.add(route);
    return route;
  };

  return {
    record(name: VitalName, value: number, page: string) {
      all.observe({ name }, value);
      byRoute.observe({ name, route: routeLabel(page) }, value);
    },
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}
