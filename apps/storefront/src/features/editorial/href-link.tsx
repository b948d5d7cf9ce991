import { Link } from '@tanstack/react-router';
import type { PaginationLinkProps } from '@shop/ui';

/**
 * A link to a list address built with its query (`?categorie=qualite&page=2`), as the
 * pagination and the category filter give it. The router reads `href` with its own search
 * parser, so the page number comes back a number; `to` only satisfies the link's type.
 */
export function HrefLink({ href, children, ...anchor }: PaginationLinkProps) {
  return (
    <Link to={new URL(href, 'http://shop.invalid').pathname as '/'} href={href} {...anchor}>
      {children}
    </Link>
  );
}
