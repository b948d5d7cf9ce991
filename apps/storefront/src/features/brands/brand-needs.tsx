import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Brand } from '@shop/api-client';
import { AppLink } from '../../shared/routing';
import { brandProductsQueryOptions } from './brand-queries';

/** The needs the brand's products answer, each leading to its need page. */
export function BrandNeeds({ brand }: { brand: Brand }) {
  const { t } = useLingui();
  const { data: products } = useSuspenseQuery(brandProductsQueryOptions(brand.slug));
  const needs = [
    ...new Map(
      products.items.flatMap((product) => product.needs).map((need) => [need.slug, need]),
    ).values(),
  ];
  if (needs.length === 0) return null;
  return (
    <section aria-labelledby="brand-needs-title" className="brand-page__section">
      <h2 id="brand-needs-title">{t`Les besoins auxquels ${brand.name} répond`}</h2>
      <ul className="pill-list">
        {needs.map((need) => (
          <li key={need.slug}>
            <AppLink to="/fr/besoin/$" params={{ _splat: need.slug }} className="pill-link">
              {need.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
