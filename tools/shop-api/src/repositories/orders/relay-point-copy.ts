import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Schedule } from '@shop/api-client/contract';
import type { ShopDatabase } from '../../db/open-database';
import { relayPoints } from '../../db/schema';

/** A relay point as an order keeps it: a copy, as of the day of the order. */
export interface RelayPointCopy {
  id: number;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  schedules: Schedule[];
}

async function firstRelayPoint(
  db: ShopDatabase,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<RelayPointCopy | null> {
  const [row] = await db
    .select({
      id: relayPoints.id,
      name: relayPoints.name,
      address: relayPoints.address,
      zipcode: relayPoints.zipcode,
      city: relayPoints.city,
      schedules: relayPoints.schedules,
    })
    .from(relayPoints)
    .where(where)
    .orderBy(...orderBy)
    .limit(1);
  return row ?? null;
}

/** The copy of relay point `id`, or null when there is none. */
export const relayPointCopy = (db: ShopDatabase, id: number) =>
  firstRelayPoint(db, eq(relayPoints.id, id), []);

/** The copy of a relay point in `zipcode` if any, else of the first one (the seed's orders). */
export const relayPointCopyNear = (db: ShopDatabase, zipcode: string) =>
  firstRelayPoint(db, undefined, [
    desc(sql`${relayPoints.zipcode} = ${zipcode}`),
    asc(relayPoints.id),
  ]);
