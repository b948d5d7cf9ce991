import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  Product,
  ProductDetail,
  ProductList,
  ProductListFilters,
  ProductOrder,
} from '@shop/api-client/contract';
import { ProductDetailSchema } from '@shop/api-client/contract';
import * as v from 'valibot';
import type { ShopDatabase } from '../../db/open-database';
import { productPrices, products } from '../../db/schema';
import { idOrSlugCondition } from './lookup';
import { productConditions } from './product-filters';
import { isNewSql, pageOfProducts, selectProducts, toProduct } from './product-rows';
import { relevanceSql } from './search-words';
import { searchTermsOf } from '../search-text';

function orderOf(order: ProductOrder, text: string | undefined): SQL[] {
  const terms = text === undefined ? [] : searchTermsOf(text);
  switch (order) {
    case 'position':
      // With a search text, the default order is relevance.
      return [
        ...(terms.length > 0 ? [asc(relevanceSql(terms))] : []),
        asc(products.position),
        asc(products.id),
      ];
    case 'name':
      return [asc(products.searchName), asc(products.id)];
    case 'price_asc':
      return [asc(productPrices.price), asc(products.id)];
    case 'price_desc':
      return [desc(productPrices.price), asc(products.id)];
    case 'new':
      return [
        desc(isNewSql),
        sql`${products.isNewFrom} desc nulls last`,
        asc(products.position),
        asc(products.id),
      ];
    case 'promoted':
      return [desc(products.promoted), asc(products.position), asc(products.id)];
  }
}

/** One page of the product list and the number of products the filters select. */
export async function listProducts(
  db: ShopDatabase,
  planId: number,
  query: ProductListFilters,
): Promise<ProductList> {
  return pageOfProducts(db, planId, productConditions(query), orderOf(query.orderBy, query.text), {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
}

/** The product page of `{id}` (id or slug) in a sales plan; null if unknown or unpublished. */
export async function findProduct(
  db: ShopDatabase,
  idOrSlug: string,
  planId: number,
): Promise<ProductDetail | null> {
  const key = idOrSlugCondition(idOrSlug, { id: products.id, slug: products.slug });
  if (key === null) return null;
  const [row] = await selectProducts(db, planId, {
    description: sql<string>`${products.description}`,
    ingredients: sql<string>`${products.ingredients}`,
    usage: sql<string>`${products.usage}`,
    nutritionalAnalysis: sql<
      { label: string; perDose: string; nrvPercent: number | null }[]
    >`${products.nutritionalAnalysis}`,
  })
    .where(and(key, eq(products.published, true)))
    .limit(1);
  if (!row) return null;
  const product: Product = toProduct(row);
  return v.parse(ProductDetailSchema, {
    ...product,
    description: row.description,
    ingredients: row.ingredients,
    usage: row.usage,
    nutritional_analysis: row.nutritionalAnalysis.map((line) => ({
      label: line.label,
      per_dose: line.perDose,
      nrv_percent: line.nrvPercent,
    })),
  });
}
