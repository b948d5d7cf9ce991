import type { Product } from '@shop/api-client';
import { ProductCard } from './product-card';
import './product-grid.css';

export interface ProductGridProps {
  products: readonly Product[];
  /** Names the list for screen readers (the heading above it). */
  labelledBy?: string;
  headingLevel?: 2 | 3;
  /** How many cards are above the fold on a phone (their images load eagerly). */
  eagerCount?: number;
}

/** Product cards in a responsive grid, one list item each. */
export function ProductGrid({
  products,
  labelledBy,
  headingLevel = 2,
  eagerCount = 2,
}: ProductGridProps) {
  return (
    <ul className="card-grid product-grid" aria-labelledby={labelledBy}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            priority={index < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}
