/**
 * schema.org structured data (SPEC.md §2: the breadcrumb "is also emitted as structured
 * data"; products get rich results too), built here for the storefront's page heads and
 * its breadcrumb alike.
 */

const SCHEMA = 'https://schema.org';

/** What a product's structured data says; prices in euros as the API gives them. */
export interface ProductJsonLdInput {
  id: number;
  name: string;
  description: string;
  brandName: string;
  price: number;
  stock: number;
  rating: { average: number | null; count: number };
}

/**
 * A schema.org Product with its offer. URLs are absolute; the price keeps two decimals;
 * the rating is given only when there are reviews (an empty rating is an error for
 * search engines).
 */
export function productJsonLd(
  product: ProductJsonLdInput,
  pageUrl: string,
  imageUrl: string | null,
) {
  const { average, count } = product.rating;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    description: product.description,
    sku: String(product.id),
    productID: String(product.id),
    brand: { '@type': 'Brand', name: product.brandName },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'EUR',
      price: product.price.toFixed(2),
      availability: `${SCHEMA}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
    },
    ...(average !== null && count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: average,
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * JSON inside `<script>`: `<`, `>` and `&` as \u escapes so no `</script>` or `<!--` in a
 * product text can end the block; U+2028/2029 for old parsers.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
