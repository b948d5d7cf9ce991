import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { routePath, type RouteName, type RouteParams } from '@shop/domain';

const EXACT = { exact: true } as const;

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>;

export type AppLinkProps<N extends RouteName> = AnchorProps & {
  route: N;
  children: ReactNode;
} & (Record<string, never> extends RouteParams<N>
    ? { params?: RouteParams<N> }
    : { params: RouteParams<N> });

/**
 * The link of every internal page: a route name and its parameters (SPEC.md §2), never a
 * path written by hand. Client-side navigation, preloading on intent. Links stay on the
 * host the page is on, so from a corner site they keep the brand's subdomain.
 */
export function AppLink<N extends RouteName>({
  route,
  params,
  children,
  ...anchor
}: AppLinkProps<N>) {
  const href = (routePath as (name: N, params?: RouteParams<N>) => string)(route, params);
  return (
    // The route tree does not list every path yet; the name, not the tree, types the link.
    // Exact: `aria-current="page"` only on a link to this very page, not to a parent path.
    <Link to={href as '/'} activeOptions={EXACT} {...anchor}>
      {children}
    </Link>
  );
}
