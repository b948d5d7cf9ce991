import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link the back office wrote as a storefront path (`/fr/produits`): a path, not a route
 * name, so it cannot go through AppLink; the router still navigates client-side.
 */
export function CmsLink({
  path,
  className,
  children,
}: {
  path: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={path as '/'} className={className}>
      {children}
    </Link>
  );
}
