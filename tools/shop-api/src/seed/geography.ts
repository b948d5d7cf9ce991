import { PARTNER_PHARMACY_COUNT } from '@shop/domain';
import type { ShopDatabase } from '../db/open-database';
import { communes, communeZipcodes, pointsOfSale, relayPoints } from '../db/schema';
import { offsetPosition } from '../repositories/geography/geometry';
import { insertByColumns } from './geography/bulk-insert';
import { positionCommunes } from './geography/commune-positions';
import { readIntercommunalities, readRawCommunes } from './geography/communes-source';
import { readGazetteer } from './geography/gazetteer-source';
import { fictionalPhone, pharmacyName, relayName, streetAddress } from './geography/names';
import { buildPlaces, type Locality } from './geography/places';
import { pointInDisc } from './geography/point-in-disc';
import { createRandom, type Random } from './random';
import { pharmacySchedules, relaySchedules } from './geography/schedules';

/** Over the 9,000 partner pharmacies the spec promises (§9). */
export const SEEDED_PHARMACY_COUNT = PARTNER_PHARMACY_COUNT + 600;
export const SEEDED_RELAY_POINT_COUNT = 3_000;

/**
 * `count` localities drawn with a probability proportional to their inhabitants
 * (systematic sampling): a city of 100,000 gets many, a village of 200 rarely one.
 */
function sampleByPopulation(localities: readonly Locality[], count: number, random: Random) {
  const total = localities.reduce((sum, locality) => sum + locality.population, 0);
  const step = total / count;
  let next = random.next() * step;
  let cumulated = 0;
  const chosen: Locality[] = [];
  for (const locality of localities) {
    cumulated += locality.population;
    while (next < cumulated && chosen.length < count) {
      chosen.push(locality);
      next += step;
    }
  }
  return chosen;
}

/** A shop stands within its locality's reach: in its commune, farther out in a big town. */
function positionNear(locality: Locality, random: Random) {
  const [east, north] = pointInDisc(random, locality.radiusKm);
  return offsetPosition(locality, east, north);
}

/** Six decimals of a degree are ~10 cm: enough, and stable across databases. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Writes the geography reference data unless it is there already: the communes of
 * metropolitan France with their postcodes, partner pharmacies spread where people live,
 * and relay points. Deterministic: the same data on every database.
 */
export async function seedGeography(db: ShopDatabase): Promise<void> {
  const [seeded] = await db.select({ id: relayPoints.id }).from(relayPoints).limit(1);
  if (seeded) return;

  const [raw, gazetteer, intercommunalities] = await Promise.all([
    readRawCommunes(),
    readGazetteer(),
    readIntercommunalities(),
  ]);
  const positions = positionCommunes(raw, gazetteer, intercommunalities);
  const { communes: communeRows, localities } = buildPlaces(raw, positions);

  const pharmacyRandom = createRandom(0x9_a4a_c1e);
  const pharmacies = sampleByPopulation(localities, SEEDED_PHARMACY_COUNT, pharmacyRandom).map(
    (locality, index) => {
      const { lat, lon } = positionNear(locality, pharmacyRandom);
      return {
        id: index + 1,
        name: pharmacyName(pharmacyRandom, locality.city),
        address: streetAddress(pharmacyRandom),
        zipcode: locality.zipcode,
        city: locality.city,
        communeCode: locality.communeCode,
        phone: fictionalPhone(pharmacyRandom, locality.departement),
        schedules: pharmacySchedules(pharmacyRandom, locality.population),
        lat: round6(lat),
        lon: round6(lon),
      };
    },
  );

  const relayRandom = createRandom(0x4e1a_9001);
  const relays = sampleByPopulation(localities, SEEDED_RELAY_POINT_COUNT, relayRandom).map(
    (locality, index) => {
      const { lat, lon } = positionNear(locality, relayRandom);
      const { name, shop } = relayName(relayRandom);
      return {
        id: index + 1,
        name,
        address: streetAddress(relayRandom),
        zipcode: locality.zipcode,
        city: locality.city,
        communeCode: locality.communeCode,
        schedules: relaySchedules(shop),
        lat: round6(lat),
        lon: round6(lon),
      };
    },
  );

  await insertByColumns(
    db,
    communes,
    communeRows.map((row) => ({ ...row, lat: round6(row.lat), lon: round6(row.lon) })),
  );
  await insertByColumns(
    db,
    communeZipcodes,
    localities.map(({ zipcode, communeCode, lat, lon }) => ({
      zipcode,
      communeCode,
      lat: round6(lat),
      lon: round6(lon),
    })),
  );
  await insertByColumns(db, pointsOfSale, pharmacies);
  await insertByColumns(db, relayPoints, relays);
}
