import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { homepageQueryOptions, shopQueryOptions } from '@shop/api-client';
import { HomeAdvice } from './home-advice';
import { HomeHero } from './home-hero';
import { HomeNeeds } from './home-needs';
import { HomeProducts } from './home-products';
import './home.css';

/** The home (SPEC.md §2): the shop's name, the hero, promoted and new products, needs, advice. */
export function HomePage() {
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const { data: home } = useSuspenseQuery(homepageQueryOptions());
  return (
    <div className="home">
      <div className="home__intro">
        <h1>{shop.name}</h1>
        <p>
          <Trans>
            Compléments alimentaires en microbiotes, micronutrition, phytonutrition et nutrition.
          </Trans>
        </p>
      </div>
      <HomeHero hero={home.hero} />
      <HomeProducts id="home-promoted" section={home.promoted} display="promoted" />
      <HomeProducts id="home-new" section={home.new_products} display="new" />
      <HomeNeeds section={home.needs} />
      <HomeAdvice section={home.advice} />
    </div>
  );
}
