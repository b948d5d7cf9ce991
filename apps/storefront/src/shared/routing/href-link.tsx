import { Link, useRouter } from '@tanstack/react-router';
import type { PaginationLinkProps } from '@shop/ui';

const EXACT = { exact: true } as const;

/**
 * A router link to an address given whole, path and query (`/fr/actualites?page=2`), as
 * the pagination and the list filters build them. The query is read back with the
 * router's own parser, so `page` arrives a number as the route's search schema wants it;
 * only that exact address counts as the current page.
 */
export function HrefLink({ href, children, ...anchor }: PaginationLinkProps) {
  const router = useRouter();
  const url = new URL(href, router.origin);
  return (
    <Link
      to={url.pathname as '/'}
      search={router.options.parseSearch(url.search) as never}
      activeOptions={EXACT}
      {...anchor}
    >
      {children}
    </Link>
  );
}
