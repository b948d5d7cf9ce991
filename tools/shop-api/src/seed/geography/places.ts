import { isMetropolitanZipcode } from '@shop/domain';
import { offsetPosition, type Position } from '../../repositories/geography/geometry';
import { createRandom, hashText } from '../random';
import type { CommunePosition } from './commune-positions';
import type { RawCommune } from './communes-source';
import { pointInDisc } from './point-in-disc';
import { reachesOf, type Site } from './reach';

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
  /** The INSEE code of its municipal arrondissement, or else of its commune. */
  placeCode: string;
  city: string;
  departement: string;
  /** The inhabitants of this part of the commune (the commune's, shared between its postcodes). */
  population: number;
  /** How far from the position a shop of this locality may stand and stay in its commune. */
  radiusKm: number;
}

/** A position `radiusKm` at most from `origin`, always the same for the same `key`. */
function jittered(origin: Position, key: string, radiusKm: number): Position {
  const [east, north] = pointInDisc(createRandom(hashText(key)), radiusKm);
  return offsetPosition(origin, east, north);
}

/**
 * The current communes of metropolitan France and their postcodes, at the positions of
 * `positions` (commune-positions.ts). Paris, Lyon and Marseille are placed per municipal
 * arrondissement, so that their postcodes and people are spread over the city. Each
 * locality gets the radius its shops may be spread over (reach.ts).
 */
export function buildPlaces(
  raw: readonly RawCommune[],
  positions: ReadonlyMap<string, CommunePosition>,
): {
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
  /** Where shops go: each commune, or each arrondissement of the three that have them. */
  const sites: (Site & { commune: RawCommune; part: RawCommune; zipcodes: string[] })[] = [];
  for (const row of raw) {
    const { departement } = row;
    if (row.type !== 'commune-actuelle' || row.zone !== 'metro' || !departement) continue;
    const position = positions.get(row.code);
    const zipcodes = row.codesPostaux.filter(isMetropolitanZipcode);
    if (!position || zipcodes.length === 0) continue;
    communes.push({
      code: row.code,
      name: row.nom,
      nameSearch: row.nameSearch,
      departement,
      population: row.population,
      lat: position.lat,
      lon: position.lon,
    });
    const parts = arrondissementsByCommune.get(row.code) ?? [];
    const seen = new Set<string>();
    for (const part of parts) {
      const at = positions.get(part.code);
      const own = part.codesPostaux.filter(
        (zipcode) => zipcodes.includes(zipcode) && !seen.has(zipcode),
      );
      if (!at || own.length === 0) continue;
      for (const zipcode of own) seen.add(zipcode);
      sites.push({ ...at, population: part.population, commune: row, part, zipcodes: own });
    }
    const rest = zipcodes.filter((zipcode) => !seen.has(zipcode));
    if (rest.length > 0) {
      const population = parts.length > 0 ? 0 : row.population;
      sites.push({ ...position, population, commune: row, part: row, zipcodes: rest });
    }
  }

  const reaches = reachesOf(sites);
  const localities: Locality[] = [];
  sites.forEach((site, index) => {
    const { commune, part, zipcodes } = site;
    const reachKm = reaches[index] ?? 0;
    const share = part.population / part.codesPostaux.length;
    for (const zipcode of zipcodes) {
      // Several postcodes share the site: each its half of the reach, shops the other half.
      const single = zipcodes.length === 1;
      const at = single ? site : jittered(site, `${part.code}/${zipcode}`, reachKm / 2);
      localities.push({
        zipcode,
        communeCode: commune.code,
        placeCode: part.code,
        city: commune.nom,
        departement: commune.departement ?? '',
        population: share,
        lat: at.lat,
        lon: at.lon,
        radiusKm: single ? reachKm : reachKm / 2,
      });
    }
  });
  return { communes, localities };
}
