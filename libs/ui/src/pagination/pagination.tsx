import { useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';
import { pageWindow } from './page-window';
import './pagination.css';

export interface PaginationLinkProps {
  href: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
  rel?: string;
  className?: string;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page (the list's state lives in its URL). */
  hrefOf: (page: number) => string;
  /** How a page links: the app's router link (this library does not route). */
  link: ComponentType<PaginationLinkProps>;
}

/** Links to the pages of a list: previous, numbers around the current one, next. */
export function Pagination({ page, pageCount, hrefOf, link: PageLink }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <PageLink href={hrefOf(page - 1)} rel="prev" className="pagination__step">
              {t`Page précédente`}
            </PageLink>
          </li>
        )}
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span className="pagination__current" aria-current="page">
                  <span className="visually-hidden">{t`Page`} </span>
                  {number}
                </span>
              ) : (
                <PageLink href={hrefOf(number)} aria-label={t`Page ${number}`}>
                  {number}
                </PageLink>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <PageLink href={hrefOf(page + 1)} rel="next" className="pagination__step">
              {t`Page suivante`}
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
