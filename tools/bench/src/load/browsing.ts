/**
 * The read-only pages a virtual shopper opens, each as the SPA's route loaders call the
 * API (apps/storefront/src/routes): the calls of one page go out together.
 */
import { SUGGESTION_TEXTS } from '../support/suggestion-texts.ts';
import type { CatalogueSample } from './catalogue-sample.ts';
import type { Random } from './random.ts';
import type { ShopperClient } from './shopper-client.ts';

const PRODUCT_ORDERS = ['position', 'name', 'price_asc', 'price_desc', 'new', 'promoted'];
/** The home's product sections: two rows on a phone (features/home/home-queries.ts). */
const HOME_PRODUCT_COUNT = '4';
const LIST_PAGE_SIZE = '24';

export type BrowsingPage = (client: ShopperClient, random: Random) => Promise<void>;

/** routes/fr/index.tsx: the home's content and its two product sections. */
export const openHome: BrowsingPage = async (client) => {
  await Promise.all([
    client.get('home', 'homepage'),
    client.get('home-products', 'product', { display: 'promoted', perPage: HOME_PRODUCT_COUNT }),
    client.get('home-products', 'product', { display: 'new', perPage: HOME_PRODUCT_COUNT }),
  ]);
};

/**
 * routes/fr/produits/$.tsx: one page of the list and its filters' counts, with none, one or
 * two filters ticked, sometimes sorted, sometimes on page 2.
 */
export function productListPage(catalogue: CatalogueSample): BrowsingPage {
  return async (client, random) => {
    const filters: Record<string, string> = {};
    const filterCount = random.between(0, 2);
    for (let index = 0; index < filterCount; index += 1) {
      const name = random.pick(['brands', 'needs', 'categories', 'price'] as const);
      const values = name === 'price' ? catalogue.priceRanges : catalogue.filters[name];
      if (values.length > 0) filters[name] = random.pick(values);
    }
    const list: Record<string, string> = { ...filters, perPage: LIST_PAGE_SIZE };
    if (random.next() < 0.3) list.orderBy = random.pick(PRODUCT_ORDERS);
    if (random.next() < 0.2) list.page = '2';
    await Promise.all([
      client.get('product-list', 'product', list),
      client.get('product-filters', 'filtersProducts', filters),
    ]);
  };
}

/** routes/fr/produit/$slug: the product, and now and then its reviews page. */
export function productPage(catalogue: CatalogueSample): BrowsingPage {
  return async (client, random) => {
    const product = random.pick(catalogue.products);
    await client.get('product-page', `product/${encodeURIComponent(product.slug)}`);
    if (random.next() < 0.3) {
      await client.get('product-reviews', 'evaluations', { product_id: String(product.id) });
    }
  };
}

/**
 * The header's search box: one suggestion call per settled text, growing one letter at a
 * time as someone types (features/search/use-suggestions.ts asks from three characters).
 */
export const searchSuggestions: BrowsingPage = async (client, random) => {
  const text = random.pick(SUGGESTION_TEXTS);
  const typed = random.between(3, text.length);
  for (let length = 3; length <= typed; length += 1) {
    await client.get('suggestion', 'search', { type: 'Suggest', text: text.slice(0, length) });
  }
};
