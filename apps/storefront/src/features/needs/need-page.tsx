import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { needQueryOptions, type Need } from '@shop/api-client';
import { routePath } from '@shop/domain';
import { CatalogueImage } from '../../shared/catalogue';
import { PageBreadcrumb } from '../../shared/routing';
import { NeedContentPages } from './need-content-pages';
import { NeedProducts } from './need-products';
import { SubNeedLinks } from './sub-need-links';
import './needs.css';

/**
 * `/fr/besoin/{slug}` (SPEC.md §2): a need, its sub-needs, its products and the pages the
 * back office wrote for it. A sub-need's breadcrumb goes through its parent.
 */
export function NeedPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { data: need } = useSuspenseQuery(needQueryOptions(slug));
  return (
    <div className="page need-page">
      <NeedBreadcrumb need={need} />
      <header className="need-page__header">
        <CatalogueImage
          className="need-page__picto"
          src={need.picto}
          alt=""
          width={80}
          height={80}
          sizes="80px"
          priority
        />
        <div>
          <h1>{need.label}</h1>
          <p>{need.description}</p>
        </div>
      </header>
      {need.children.length > 0 && (
        <section aria-labelledby="sub-needs-title">
          <h2 id="sub-needs-title">
            <Trans>Précisez votre besoin</Trans>
          </h2>
          <SubNeedLinks needs={need.children} label={t`Sous-besoins de ${need.label}`} />
        </section>
      )}
      <NeedProducts need={need} />
      <NeedContentPages needId={need.id} />
    </div>
  );
}

function NeedBreadcrumb({ need }: { need: Need }) {
  const { parent } = need;
  return (
    <PageBreadcrumb
      pageType="need"
      entity={{
        label: { text: need.label },
        path: routePath('need_details___fr', { _splat: need.slug }),
        parents: parent
          ? [
              {
                label: { text: parent.label },
                path: routePath('need_details___fr', { _splat: parent.slug }),
              },
            ]
          : [],
      }}
    />
  );
}
