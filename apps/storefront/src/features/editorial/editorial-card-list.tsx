import { useLingui } from '@lingui/react/macro';
import type { PageSummary } from '@shop/api-client';
import { formatDate } from '@shop/i18n';
import { AppLink } from '../../shared/routing';
import { CatalogueImage } from '../../shared/catalogue';
import './editorial-card-list.css';

/** The routes an editorial card leads to: each names its page by slug (a theme, by topic). */
export type EditorialCardRoute =
  | '/fr/qualite-innovation/$slug'
  | '/fr/conseils/$topic'
  | '/fr/conseil/$slug'
  | '/fr/actualite/$slug';

export interface EditorialCardListProps {
  pages: readonly PageSummary[];
  route: EditorialCardRoute;
  /** The card titles' level under the list's own heading. */
  headingLevel?: 2 | 3;
  /** News show when they were published. */
  dated?: boolean;
  /** The first cards are above the fold on a phone: their images load at once. */
  eagerCount?: number;
}

/** CMS pages as cards (image, title, summary), the whole card a link to the page. */
export function EditorialCardList({
  pages,
  route,
  headingLevel = 2,
  dated = false,
  eagerCount = 1,
}: EditorialCardListProps) {
  return (
    <ul className="card-grid editorial-cards">
      {pages.map((page, index) => (
        <li key={page.id}>
          <EditorialCard
            page={page}
            route={route}
            headingLevel={headingLevel}
            dated={dated}
            priority={index < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}

interface EditorialCardProps {
  page: PageSummary;
  route: EditorialCardRoute;
  headingLevel: 2 | 3;
  dated: boolean;
  priority: boolean;
}

function EditorialCard({ page, route, headingLevel, dated, priority }: EditorialCardProps) {
  const { t } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="editorial-card">
      {page.vertical_image && (
        <CatalogueImage
          className="editorial-card__image"
          src={page.vertical_image.url}
          // The title says what the card is; the picture only illustrates it.
          alt=""
          width={300}
          height={450}
          sizes="(max-width: 565px) 45vw, 300px"
          priority={priority}
        />
      )}
      <Heading className="editorial-card__title">
        {route === '/fr/conseils/$topic' ? (
          <AppLink to={route} params={{ topic: page.slug }} className="editorial-card__link">
            {page.title}
          </AppLink>
        ) : (
          <AppLink to={route} params={{ slug: page.slug }} className="editorial-card__link">
            {page.title}
          </AppLink>
        )}
      </Heading>
      {dated && (
        <p className="editorial-card__date">
          <time dateTime={page.published_at}>{t`Publié le ${formatDate(page.published_at)}`}</time>
        </p>
      )}
      {page.summary !== '' && <p className="editorial-card__summary">{page.summary}</p>}
    </article>
  );
}
