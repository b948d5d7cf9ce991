import { isMetropolitanZipcode } from '@shop/domain';
import { cityNameKey } from '../../repositories/geography/city-name';
import { offsetPosition, type Position } from '../../repositories/geography/geometry';
import { CITY_POSITIONS } from './city-positions';
import type { RawCommune } from './communes-source';
import { DEPARTEMENT_CENTROIDS } from './departement-centroids';
import { createRandom, hashText } from '../random';
import { pointInDisc } from './point-in-disc';

export interface CommuneRow extends Position {
  code: string;
  name: string;
  nameSearch: string;
  departement: string;
  population: number;
}

/** A commune under one postcode: where searches by postcode start, where places are put. */
export interface Locality extends Position {
  zipcode: string;
  communeCode: string;
  city: string;
  departement: string;
  /** The inhabitants of this part of the commune (the commune's, shared between its postcodes). */
  population: number;
}

/** Radius of the disc a municipal arrondissement is put in around its city's position. */
const ARRONDISSEMENT_RADIUS_KM = 4;

/** A position `radiusKm` at most from `origin`, always the same for the same `key`. */
function jittered(origin: Position, key: string, radiusKm: number): Position {
  const [east, north] = pointInDisc(createRandom(hashText(key)), radiusKm);
  return offsetPosition(origin, east, north);
}

/**
 * A part of a big commune with several postcodes is a few km from its centre; the more
 * inhabitants, the farther (a village's single postcode stays at the centre).
 */
const spreadKm = (population: number) => Math.min(3, Math.sqrt(population) / 150);

/**
 * The current communes of metropolitan France and their postcodes: the largest cities at
 * their centre (city-positions.ts), the others at approximate positions
 * (departement-centroids.ts). Paris, Lyon and Marseille are placed per
 * municipal arrondissement, so that their postcodes and people are spread over the city.
 */
export function buildPlaces(raw: readonly RawCommune[]): {
  communes: CommuneRow[];
  localities: Locality[];
} {
  const arrondissementsByCommune = new Map<string, RawCommune[]>();
  for (const row of raw) {
    if (row.type !== 'arrondissement-municipal' || !row.commune) continue;
    const list = arrondissementsByCommune.get(row.commune) ?? [];
    list.push(row);
    arrondissementsByCommune.set(row.commune, list);
  }

  const communes: CommuneRow[] = [];
  const localities: Locality[] = [];
  for (const row of raw) {
    const { departement } = row;
    if (row.type !== 'commune-actuelle' || row.zone !== 'metro' || !departement) continue;
    const centroid = DEPARTEMENT_CENTROIDS[departement];
    const zipcodes = row.codesPostaux.filter(isMetropolitanZipcode);
    if (!centroid || zipcodes.length === 0) continue;
    const [lat, lon, radiusKm] = centroid;
    const known = CITY_POSITIONS[row.code];
    const position = known
      ? { lat: known[0], lon: known[1] }
      : jittered({ lat, lon }, row.code, radiusKm);
    communes.push({
      code: row.code,
      name: row.nom,
      nameSearch: cityNameKey(row.nom),
      departement,
      population: row.population,
      ...position,
    });

    const seen = new Set<string>();
    const add = (zipcode: string, at: Position, population: number) => {
      if (seen.has(zipcode) || !isMetropolitanZipcode(zipcode)) return;
      seen.add(zipcode);
      localities.push({
        zipcode,
        communeCode: row.code,
        city: row.nom,
        departement,
        population,
        ...at,
      });
    };
    const arrondissements = arrondissementsByCommune.get(row.code) ?? [];
    for (const arrondissement of arrondissements) {
      const at = jittered(position, arrondissement.code, ARRONDISSEMENT_RADIUS_KM);
      const share = arrondissement.population / arrondissement.codesPostaux.length;
      for (const zipcode of arrondissement.codesPostaux) add(zipcode, at, share);
    }
    const rest = zipcodes.filter((zipcode) => !seen.has(zipcode));
    for (const zipcode of rest) {
      const share = row.population / zipcodes.length;
      const at =
        zipcodes.length === 1
          ? position
          : jittered(position, `${row.code}/${zipcode}`, spreadKm(row.population));
      add(zipcode, at, share);
    }
  }
  return { communes, localities };
}
