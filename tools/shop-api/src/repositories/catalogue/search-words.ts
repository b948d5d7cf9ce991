import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ShopDatabase } from '../../db/open-database';
import { catalogueSearchWords as words, products } from '../../db/schema';
import { outer } from './lookup';

/**
 * Text search over `catalogue_search_words`, with terms from `searchTermsOf`. Every term
 * must begin a word of the entity; each term scores its best word, and an entity's score
 * is the sum over the terms, so `vitamine d` ranks Vitamine D3 (two name words) above
 * Vitamine C, whose `d` only begins a need (`défenses`).
 */
type WordKind = 'product' | 'brand' | 'need';

/** A word's score against a term: rank (1 name, 2 brand, 3 need) first, then its place. */
const wordScore = sql<number>`${words.rank} * 100 + least(${words.position}, 99)`;

/** Above any word's score: a term no word meets (only where a filter did not already ask). */
const MISSED_TERM_SCORE = 1000;

const termCondition = (kind: WordKind, term: string) =>
  and(eq(words.kind, kind), like(words.word, `${term}%`));

/**
 * Ids of the entities of one kind with a word beginning with every term (`magn mar` finds
 * "Magnésium marin"): one index range scan per term.
 */
export function matchingIds(kind: WordKind, terms: readonly string[]): SQL {
  return sql.join(
    terms.map(
      (term) => sql`select ${words.entityId} from ${words} where ${termCondition(kind, term)}`,
    ),
    sql` intersect `,
  );
}

/** A product's score for the terms (lower is better), for the order of a products query. */
export function relevanceSql(terms: readonly string[]): SQL {
  if (terms.length === 0) return sql`0`;
  return sql`(${sql.join(
    terms.map(
      (term) =>
        sql`coalesce((select min(${wordScore}) from ${words} where ${termCondition('product', term)} and ${words.entityId} = ${outer(products.id)}), ${MISSED_TERM_SCORE})`,
    ),
    sql` + `,
  )})`;
}

const totalOver = sql<number>`(count(*) over ())::int`;

/**
 * The best `limit` products for the terms, from the words table alone (it holds published
 * products only, with their sort name): lowest score first, then by name. `total` counts
 * every match. One grouped range scan per term, summed per product; a single term (what
 * the search box sends while typing) skips the sum.
 */
export async function rankedProductIds(
  db: ShopDatabase,
  terms: readonly string[],
  limit: number,
): Promise<{ id: number; total: number }[]> {
  const [first, second, ...others] = terms;
  if (first === undefined) return [];
  if (second === undefined) {
    return db
      .select({ id: words.entityId, total: totalOver })
      .from(words)
      .where(termCondition('product', first))
      .groupBy(words.entityId)
      .orderBy(asc(sql`min(${wordScore})`), asc(sql`min(${words.sortName})`), asc(words.entityId))
      .limit(limit);
  }
  const termHits = (term: string) =>
    db
      .select({
        id: words.entityId,
        score: sql<number>`min(${wordScore})`.as('score'),
        sortName: sql<string>`min(${words.sortName})`.as('sort_name'),
      })
      .from(words)
      .where(termCondition('product', term))
      .groupBy(words.entityId);
  const hits = unionAll(termHits(first), termHits(second), ...others.map(termHits)).as('hits');
  return db
    .select({ id: hits.id, total: totalOver })
    .from(hits)
    .groupBy(hits.id)
    .having(sql`count(*) = ${terms.length}`)
    .orderBy(asc(sql`sum(${hits.score})`), asc(sql`min(${hits.sortName})`), asc(hits.id))
    .limit(limit);
}
