import { useSuspenseQuery } from '@tanstack/react-query';
import type { Homepage } from '@shop/api-client';
import { ProductGrid } from '../../shared/catalogue';
import { homeProductsQueryOptions } from './home-queries';
import { HomeSection } from './home-section';

interface HomeProductsProps {
  id: string;
  section: Homepage['promoted'];
  display: 'promoted' | 'new';
}

/** Promoted or new products as cards (below the hero: their images load lazily). */
export function HomeProducts({ id, section, display }: HomeProductsProps) {
  const { data } = useSuspenseQuery(homeProductsQueryOptions(display));
  if (data.items.length === 0) return null;
  return (
    <HomeSection id={id} section={section}>
      <ProductGrid
        products={data.items}
        labelledBy={`${id}-title`}
        headingLevel={3}
        eagerCount={0}
      />
    </HomeSection>
  );
}
