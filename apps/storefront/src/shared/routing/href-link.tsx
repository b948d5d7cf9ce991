import { Link, type ActiveOptions, type RegisteredRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { PaginationLinkProps } from '@shop/ui';

const EXACT = { exact: true } as const;

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>;

/**
 * A router link to an address that data gives whole (a crumb, a back-office menu or page
 * path, a search result's URL), not a route the code names: the router parses it (path,
 * query, hash) and navigates client-side. Links to routes the code knows use `AppLink`.
 */
export function PathLink({
  path,
  children,
  ...anchor
}: AnchorProps & { path: string; children: ReactNode; activeOptions?: ActiveOptions }) {
  return (
    // `to` left open (any path): the router takes the whole address from `href`.
    <Link<RegisteredRouter, string, string> href={path} {...anchor}>
      {children}
    </Link>
  );
}

/**
 * A router link to an address given whole, path and query (`/fr/actualites?page=2`), as
 * the pagination and the list filters build them. The router reads the query back with its
 * own parser, so `page` arrives a number as the route's search schema wants it; only that
 * exact address counts as the current page.
 */
export function HrefLink({ href, children, ...anchor }: PaginationLinkProps) {
  return (
    <PathLink path={href} activeOptions={EXACT} {...anchor}>
      {children}
    </PathLink>
  );
}
