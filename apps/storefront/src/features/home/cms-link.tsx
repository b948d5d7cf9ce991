import type { ReactNode } from 'react';
import { PathLink } from '../../shared/routing';

/**
 * A link the back office wrote as a storefront path (`/fr/produits`): a path, not a route
 * the code names, so it cannot go through AppLink; the router still navigates client-side.
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
    <PathLink path={path} className={className}>
      {children}
    </PathLink>
  );
}
