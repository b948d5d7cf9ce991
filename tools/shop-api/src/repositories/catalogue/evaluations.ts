import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  EvaluationListSchema,
  type EvaluationList,
  type EvaluationOrder,
} from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { products, reviews } from '../../db/schema';

const ORDERS = {
  date_desc: [desc(reviews.reviewedOn), desc(reviews.id)],
  date_asc: [asc(reviews.reviewedOn), asc(reviews.id)],
  note_desc: [desc(reviews.note), desc(reviews.reviewedOn), desc(reviews.id)],
  note_asc: [asc(reviews.note), desc(reviews.reviewedOn), desc(reviews.id)],
} satisfies Record<EvaluationOrder, unknown>;

export interface EvaluationListInput {
  product_id: number;
  page: number;
  perPage: number;
  orderBy: EvaluationOrder;
}

/** One page of a published product's published reviews, with their figures; null if no such product. */
export async function listEvaluations(
  db: ShopDatabase,
  query: EvaluationListInput,
): Promise<EvaluationList | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, query.product_id), eq(products.published, true)))
    .limit(1);
  if (!product) return null;
  const ofProduct = and(eq(reviews.productId, product.id), eq(reviews.published, true));
  const rows = await db
    .select()
    .from(reviews)
    .where(ofProduct)
    .orderBy(...ORDERS[query.orderBy])
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const notes = await db
    .select({ note: reviews.note, count: count() })
    .from(reviews)
    .where(ofProduct)
    .groupBy(reviews.note);
  const [figures] = await db
    .select({
      total: count(),
      average: sql<number | null>`round(avg(${reviews.note})::numeric, 1)::float8`,
    })
    .from(reviews)
    .where(ofProduct);
  return v.parse(EvaluationListSchema, {
    items: rows.map((row) => ({
      id: row.id,
      note: row.note,
      author: row.author,
      date: row.reviewedOn,
      content: row.content,
      answer:
        row.answer === null
          ? null
          : { content: row.answer, date: row.answeredOn ?? row.reviewedOn },
    })),
    total: figures?.total ?? 0,
    average: figures?.average ?? null,
    notes: [5, 4, 3, 2, 1].map((note) => ({
      note,
      count: notes.find((row) => row.note === note)?.count ?? 0,
    })),
  });
}
