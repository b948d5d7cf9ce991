import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { productPagesQueryOptions, type PageSummary } from '@shop/api-client';
import { PAGES_LISTING_PER_PAGE } from '@shop/domain';
import { CatalogueImage } from '../../shared/catalogue';
import { EmptyState } from '../../shared/page';
import { AppLink } from '../../shared/routing';
import { pageLinkOf } from './page-link';

function RelatedPage({ page }: { page: PageSummary }) {
  const link = pageLinkOf(page);
  return (
    <li className="related-pages__item">
      {page.vertical_image && (
        <CatalogueImage
          src={page.vertical_image.url}
          alt=""
          width={160}
          height={200}
          sizes="160px"
          className="related-pages__image"
        />
      )}
      <h3 className="related-pages__title">
        {link ? <AppLink {...link}>{page.title}</AppLink> : page.title}
      </h3>
      {page.summary && <p className="related-pages__summary">{page.summary}</p>}
    </li>
  );
}

/**
 * Articles about the product, four at a time (SPEC.md §7): below the fold and secondary,
 * so they load on their own and a failure leaves the rest of the page alone.
 */
export function RelatedPages({ slug }: { slug: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const pages = useQuery({
    ...productPagesQueryOptions(slug, page),
    placeholderData: keepPreviousData,
  });
  const pageCount = pages.data ? Math.ceil(pages.data.total / PAGES_LISTING_PER_PAGE) : 0;

  return (
    <section className="product-section related-pages" aria-labelledby="related-pages-title">
      <h2 id="related-pages-title">{t`Nos conseils autour de ce produit`}</h2>
      {pages.isPending ? (
        <p role="status">{t`Chargement des articles…`}</p>
      ) : pages.isError ? (
        <div role="alert">
          <p>{t`Les articles n’ont pas pu être chargés.`}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void pages.refetch()}
          >
            {t`Réessayer`}
          </button>
        </div>
      ) : pages.data.items.length === 0 ? (
        <EmptyState title={t`Aucun article sur ce produit pour le moment.`} />
      ) : (
        <>
          <ul className="related-pages__list" aria-busy={pages.isPlaceholderData}>
            {pages.data.items.map((item) => (
              <RelatedPage key={item.id} page={item} />
            ))}
          </ul>
          {pageCount > 1 && (
            <nav className="related-pages__pager script-only" aria-label={t`Autres articles`}>
              <button
                type="button"
                className="button button--secondary"
                disabled={page <= 1 || pages.isPlaceholderData}
                onClick={() => setPage(page - 1)}
              >
                {t`Articles précédents`}
              </button>
              <span>{t`Page ${page} sur ${pageCount}`}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={page >= pageCount || pages.isPlaceholderData}
                onClick={() => setPage(page + 1)}
              >
                {t`Articles suivants`}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
