import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { needsQueryOptions, type Need } from '@shop/api-client';
import { CatalogueImage } from '../../shared/catalogue';
import { EmptyState } from '../../shared/page';
import { AppLink, PageBreadcrumb } from '../../shared/routing';
import { SubNeedLinks } from './sub-need-links';
import { NEEDS_PAGE } from './needs-page-copy';
import './needs.css';

/** `/fr/besoins` (SPEC.md §2): the root needs with their pictograms and their sub-needs. */
export function NeedsPage() {
  const { t } = useLingui();
  const { data: needs } = useSuspenseQuery(needsQueryOptions());
  return (
    <div className="page">
      <PageBreadcrumb pageType="need" />
      <h1>{t(NEEDS_PAGE.title)}</h1>
      <p>{t(NEEDS_PAGE.intro)}</p>
      {needs.items.length === 0 ? (
        <EmptyState title={t`Aucun besoin n’est proposé pour le moment.`}>
          <AppLink to="/fr/produits/$">{t`Voir tous nos produits`}</AppLink>
        </EmptyState>
      ) : (
        <ul className="card-grid needs-list">
          {needs.items.map((need, index) => (
            <li key={need.id}>
              <RootNeedCard need={need} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RootNeedCard({ need, priority }: { need: Need; priority: boolean }) {
  const { t } = useLingui();
  const titleId = `need-${need.id}-title`;
  return (
    <article className="need-card" aria-labelledby={titleId}>
      <CatalogueImage
        className="need-card__picto"
        src={need.picto}
        alt=""
        width={64}
        height={64}
        sizes="64px"
        priority={priority}
      />
      <h2 id={titleId} className="need-card__title">
        <AppLink to="/fr/besoin/$" params={{ _splat: need.slug }}>
          {need.label}
        </AppLink>
      </h2>
      <p className="need-card__description">{need.description}</p>
      {need.children.length > 0 && (
        <SubNeedLinks needs={need.children} label={t`Sous-besoins de ${need.label}`} />
      )}
    </article>
  );
}
