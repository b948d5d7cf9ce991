import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_BACKED_ROUTE_NAMES,
  ROUTE_NAMES,
  routePattern,
  type ContentRouteName,
  type RouteName,
  type RoutePattern,
} from '@shop/domain';
import type { FileRoutesByFullPath, FileRoutesByTo } from './routeTree.gen';
import { createAppRouter } from './router';

/**
 * libs/domain's route table (read by the gateway and the shop API's seed) against the route
 * files: each name's pattern is a route of the tree, and each route of the tree has a name
 * (SPEC.md §2 route names). A route added, renamed or moved on one side only fails here.
 */

// The same check for the compiler: a pattern the tree does not hold is named in the error.
type TreePath = keyof FileRoutesByFullPath | keyof FileRoutesByTo;
type OwnRouteName = Exclude<RouteName, ContentRouteName>;
type Unrouted = Exclude<RoutePattern<OwnRouteName>, TreePath>;
const everyPatternRouted: [Unrouted] extends [never] ? true : Unrouted = true;

/** Routes with no name of their own: `/` redirects home, the account's catch-all is its 404. */
const UNNAMED = new Set(['/', '/fr/mon-compte/$']);

/** A layout and its index (`/fr/mon-compte`, `/fr/mon-compte/`) are one page. */
const pageOf = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** A path of the pattern, every parameter given a sample value. */
const sampleOf = (pattern: string) => pattern.replace(/\$\w*/g, 'exemple');

describe('the route table', () => {
  const router = createAppRouter({
    queryClient: new QueryClient(),
    localeReady: Promise.resolve(),
  });
  const treePaths = Object.values(router.routesById)
    .filter((route) => !route.isRoot)
    .map((route) => route.fullPath);
  const tablePages = new Map(ROUTE_NAMES.map((name) => [pageOf(routePattern(name)), name]));

  it('is checked by the compiler too', () => {
    expect(everyPatternRouted).toBe(true);
  });

  it.each(ROUTE_NAMES)('resolves %s to its own route, or the content route', (name) => {
    const pattern = routePattern(name);
    const [, , route] = router.getMatchedRoutes(sampleOf(pattern));
    const expected = CONTENT_BACKED_ROUTE_NAMES.includes(name) ? '/fr/$slug' : pattern;
    expect(route && pageOf(route.fullPath)).toBe(pageOf(expected));
  });

  it('names every route of the tree', () => {
    const unnamed = treePaths.filter((path) => !UNNAMED.has(path) && !tablePages.has(pageOf(path)));
    expect(unnamed).toEqual([]);
  });

  it('gives every page its title through its head, as the server writes it', () => {
    // A layout's title is its index's; the account's catch-all only throws its 404.
    const pages = Object.values(router.routesById).filter(
      (route) => !route.isRoot && !route.children && route.options.component,
    );
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((route) => !route.options.head).map((route) => route.fullPath)).toEqual([]);
  });
});
