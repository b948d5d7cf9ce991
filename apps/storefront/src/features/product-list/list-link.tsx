import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PaginationLinkProps } from '@shop/ui';
import type { ProductListState } from './list-state';
import { listLink } from './use-list-navigation';

interface ListLinkProps extends Omit<PaginationLinkProps, 'href' | 'children'> {
  state: ProductListState;
  children: ReactNode;
}

/**
 * A link to another state of the list. Not AppLink: the router marks a link whose path is
 * a parent of the current one as the current page (`aria-current="page"`), and every list
 * address is under `/fr/produits`, so « Effacer les filtres » would claim to be the page.
 * Here only the exact address is current.
 */
export function ListLink({ state, children, ...rest }: ListLinkProps) {
  return (
    <Link {...listLink(state)} activeOptions={{ exact: true }} {...rest}>
      {children}
    </Link>
  );
}
