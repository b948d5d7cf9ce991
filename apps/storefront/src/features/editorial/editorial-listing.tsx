import { useLingui } from '@lingui/react/macro';
import type { PageList } from '@shop/api-client';
import { Pagination } from '@shop/ui';
import { EmptyState } from '../../shared/page';
import { HrefLink } from '../../shared/routing';
import { EditorialCardList, type EditorialCardRoute } from './editorial-card-list';

export interface EditorialListingProps {
  list: PageList;
  page: number;
  perPage: number;
  /** The address of a page of this list, with its filters. */
  hrefOf: (page: number) => string;
  route: EditorialCardRoute;
  /** What the empty state says when the list has nothing at all. */
  emptyTitle: string;
  dated?: boolean;
}

/** One page of a paged editorial list: its cards and pages, or an empty state with a way on. */
export function EditorialListing({
  list,
  page,
  perPage,
  hrefOf,
  route,
  emptyTitle,
  dated = false,
}: EditorialListingProps) {
  const { t } = useLingui();
  const pageCount = Math.ceil(list.total / perPage);
  if (list.items.length === 0) {
    // Past the last page (an old link) the list is not empty: lead back to its start.
    return page > 1 && list.total > 0 ? (
      <EmptyState title={t`Cette page de la liste n’existe plus.`}>
        <HrefLink href={hrefOf(1)}>{t`Revenir à la première page`}</HrefLink>
      </EmptyState>
    ) : (
      <EmptyState title={emptyTitle} />
    );
  }
  return (
    <>
      <EditorialCardList pages={list.items} route={route} dated={dated} />
      <Pagination page={page} pageCount={pageCount} hrefOf={hrefOf} link={HrefLink} />
    </>
  );
}
