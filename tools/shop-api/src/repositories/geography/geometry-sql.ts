import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { EARTH_RADIUS_KM, type Position } from './geometry';

/** A number bound as a parameter, typed so that neither server reads it as an integer. */
const float = (value: number) => sql`${value}::double precision`;

/** `degrees` in radians as geometry.ts computes them (SQL's radians() rounds otherwise). */
const radians = (degrees: SQLWrapper | AnyColumn) => sql`((${degrees}) * pi() / 180)`;

/**
 * `haversineKm(from, to)` of geometry.ts as an SQL expression over a row's position, so
 * that the database can filter, order and page by distance. It follows the JavaScript
 * step by step, so that the two differ at most in the last bits of the math library, far
 * below the one decimal shown; standard functions only, for PGlite and PostgreSQL alike.
 */
export function haversineKmSql(
  from: Position,
  to: { lat: AnyColumn; lon: AnyColumn },
): SQL<number> {
  const dLat = radians(sql`${to.lat} - ${float(from.lat)}`);
  const dLon = radians(sql`${to.lon} - ${float(from.lon)}`);
  const cosLats = sql`cos(${radians(float(from.lat))}) * cos(${radians(to.lat)})`;
  const h = sql`power(sin(${dLat} / 2), 2) + ${cosLats} * power(sin(${dLon} / 2), 2)`;
  // least() as Math.min in geometry.ts: asin() of a hair above 1 is an error in SQL.
  return sql<number>`(2 * ${float(EARTH_RADIUS_KM)} * asin(least(1, sqrt(${h}))))`;
}
