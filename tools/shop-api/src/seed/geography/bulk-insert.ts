import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ShopDatabase } from '../../db/open-database';

/** Rows per statement; each statement carries one array parameter per column. */
const CHUNK_ROWS = 10_000;

/**
 * The values of a jsonb column as one JSON array of the distinct documents plus each row's
 * index in it: parsing a few documents once instead of one per row (schedules repeat a
 * handful of weeks) is what makes the pharmacies quick to write.
 */
function jsonbColumn(values: readonly unknown[]): { documents: string; indexes: number[] } {
  const distinct = new Map<string, number>();
  const indexes = values.map((value) => {
    const text = JSON.stringify(value);
    let index = distinct.get(text);
    if (index === undefined) {
      index = distinct.size;
      distinct.set(text, index);
    }
    return index;
  });
  return { documents: `[${[...distinct.keys()].join(',')}]`, indexes };
}

/**
 * Inserts many rows with `insert … select … from unnest($1::type[], $2::type[], …)`: one
 * array parameter per column instead of one parameter per value, several times faster
 * than multi-row `values` on PGlite and PostgreSQL alike (80,000 geography rows a seed).
 * Every row must give every column the first row gives.
 */
export async function insertByColumns<TTable extends PgTable>(
  db: ShopDatabase,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const aliases: SQL[] = columns.map((_, index) => sql`${sql.identifier(`c${index}`)}`);
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS) as Record<string, unknown>[];
    const arrays: SQL[] = [];
    const selected: SQL[] = [];
    columns.forEach(([key, column], index) => {
      const type = column.getSQLType();
      const values = chunk.map((row) => row[key]);
      const alias = aliases[index] ?? sql``;
      if (type === 'jsonb') {
        const { documents, indexes } = jsonbColumn(values);
        arrays.push(sql`${sql.param(indexes)}::integer[]`);
        selected.push(sql`(${documents}::jsonb -> ${alias})`);
      } else {
        arrays.push(sql`${sql.param(values)}::${sql.raw(type)}[]`);
        selected.push(alias);
      }
    });
    await db.execute(
      sql`insert into ${table} (${names})
          select ${sql.join(selected, sql`, `)}
          from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.join(aliases, sql`, `)})`,
    );
  }
}
