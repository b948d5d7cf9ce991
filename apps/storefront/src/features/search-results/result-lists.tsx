import { useLingui } from '@lingui/react/macro';
import type { SearchBrand, SearchNeed, SearchPage } from '@shop/api-client';
import { CatalogueImage } from '../../shared/catalogue';
import { AppLink, PathLink } from '../../shared/routing';
import { useCornerSiteUrl } from '../../shared/site';

export function BrandResults({
  brands,
  labelledBy,
}: {
  brands: SearchBrand[];
  labelledBy: string;
}) {
  const cornerHome = useCornerSiteUrl();
  return (
    <ul className="result-list" aria-labelledby={labelledBy}>
      {brands.map((brand) => (
        <li key={brand.id} className="result-list__item">
          <img src={brand.brand.logo} alt="" width={48} height={48} loading="lazy" />
          {brand.type.technical_name === 'brand_corner_main' ? (
            <a href={cornerHome(brand.brand.slug)}>{brand.title}</a>
          ) : (
            <AppLink to="/fr/marque/$slug" params={{ slug: brand.slug }}>
              {brand.title}
            </AppLink>
          )}
        </li>
      ))}
    </ul>
  );
}

export function NeedResults({ needs, labelledBy }: { needs: SearchNeed[]; labelledBy: string }) {
  return (
    <ul className="result-list" aria-labelledby={labelledBy}>
      {needs.map((need) => (
        <li key={need.id} className="result-list__item">
          <img src={need.need.picto} alt="" width={48} height={48} loading="lazy" />
          <span className="result-list__text">
            <AppLink to="/fr/besoin/$" params={{ _splat: need.slug }}>
              {need.title}
            </AppLink>
            {need.need.parent && (
              <span className="result-list__meta">{need.need.parent.label}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * CMS pages: the API gives each its storefront path (advice, news, innovation…), which is
 * a path, not a route name, hence the router's link. One without a path is not linked.
 */
export function PageResults({ pages, labelledBy }: { pages: SearchPage[]; labelledBy: string }) {
  const { t } = useLingui();
  return (
    <ul className="result-list" aria-labelledby={labelledBy}>
      {pages.map((page) => (
        <li key={page.id} className="result-list__item">
          {page.vertical_image ? (
            <CatalogueImage
              src={page.vertical_image.url}
              alt=""
              width={48}
              height={64}
              sizes="48px"
            />
          ) : null}
          <span className="result-list__text">
            {page.url === undefined ? (
              <span>{page.title}</span>
            ) : (
              <PathLink path={page.url}>{page.title}</PathLink>
            )}
            {page.type.technical_name === 'advice' && (
              <span className="result-list__meta">{t`Conseil`}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
