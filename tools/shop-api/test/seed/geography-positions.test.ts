import { beforeAll, describe, expect, it } from 'vitest';
import { haversineKm, type Position } from '../../src/repositories/geography/geometry';
import { positionCommunes, type CommunePosition } from '../../src/seed/geography/commune-positions';
import {
  readIntercommunalities,
  readRawCommunes,
  type RawCommune,
} from '../../src/seed/geography/communes-source';
import { readGazetteer, type GazetteerPlace } from '../../src/seed/geography/gazetteer-source';
import { buildPlaces, type Locality } from '../../src/seed/geography/places';

/** Where some communes really are (town hall, to about 500 m, written from maps). */
const REAL: Record<string, { name: string; at: Position }> = {
  '69282': { name: 'Meyzieu', at: { lat: 45.7667, lon: 5.0036 } },
  '33517': { name: 'Soussans', at: { lat: 45.0567, lon: -0.6994 } },
  '69383': { name: 'Lyon 3e Arrondissement', at: { lat: 45.7595, lon: 4.851 } },
  '75116': { name: 'Paris 16e Arrondissement', at: { lat: 48.8638, lon: 2.2749 } },
  // Merged communes, under the name of one of their former communes in the gazetteer.
  '14762': { name: 'Vire Normandie', at: { lat: 48.8385, lon: -0.8893 } },
  '01033': { name: 'Valserhône', at: { lat: 46.1079, lon: 5.8242 } },
};

/**
 * Villages of a few hundred inhabitants, missing from the gazetteer: estimated from the
 * towns of their postcode or, where it has none (all four here), of their
 * intercommunality, so up to 20 km off; the departement's disc put them 50 km off.
 */
const VILLAGES: Record<string, { name: string; at: Position }> = {
  '89446': { name: 'Vézelay', at: { lat: 47.4664, lon: 3.7436 } },
  '27285': { name: 'Giverny', at: { lat: 49.0767, lon: 1.5333 } },
  '88154': { name: 'Domrémy-la-Pucelle', at: { lat: 48.4406, lon: 5.6742 } },
  '05157': { name: 'Saint-Véran', at: { lat: 44.7017, lon: 6.8683 } },
};

describe('commune positions', () => {
  let raw: RawCommune[];
  let gazetteer: GazetteerPlace[];
  let intercommunalities: string[][];
  let positions: Map<string, CommunePosition>;
  let localities: Locality[];

  beforeAll(async () => {
    [raw, gazetteer, intercommunalities] = await Promise.all([
      readRawCommunes(),
      readGazetteer(),
      readIntercommunalities(),
    ]);
    positions = positionCommunes(raw, gazetteer, intercommunalities);
    ({ localities } = buildPlaces(raw, positions));
  });

  it('places every metropolitan commune, four in five of the French at a gazetteer position', () => {
    const metro = raw.filter((row) => row.type === 'commune-actuelle' && row.zone === 'metro');
    expect(metro.filter((row) => !positions.has(row.code))).toEqual([]);
    const known = metro.filter((row) => positions.get(row.code)?.source === 'gazetteer');
    const people = (rows: RawCommune[]) => rows.reduce((sum, row) => sum + row.population, 0);
    expect(known.length).toBeGreaterThan(8_000);
    expect(people(known) / people(metro)).toBeGreaterThan(0.8);
  });

  it('puts towns, arrondissements and merged communes where they are', () => {
    for (const [code, { name, at }] of Object.entries(REAL)) {
      const position = positions.get(code);
      expect(raw.find((row) => row.code === code)?.nom).toBe(name);
      expect(position?.source, name).toBe('gazetteer');
      expect(haversineKm(at, position ?? { lat: 0, lon: 0 }), name).toBeLessThan(1.5);
    }
  });

  it('estimates a village near where it is, not anywhere in its departement', () => {
    for (const [code, { name, at }] of Object.entries(VILLAGES)) {
      const position = positions.get(code);
      expect(raw.find((row) => row.code === code)?.nom).toBe(name);
      expect(position?.source, name).toBe('estimated');
      expect(haversineKm(at, position ?? { lat: 0, lon: 0 }), name).toBeLessThan(20);
    }
  });

  it('gives the same positions on every run', () => {
    const again = positionCommunes(raw, gazetteer, intercommunalities);
    expect([...again]).toEqual([...positions]);
  });

  it('keeps the shops of two communes apart: their discs never overlap', () => {
    const discs = localities.map((locality) => ({ locality }));
    const byCell = new Map<string, typeof discs>();
    const cell = ({ lat, lon }: Position) => `${Math.floor(lat / 0.1)}|${Math.floor(lon / 0.15)}`;
    for (const disc of discs) {
      const key = cell(disc.locality);
      byCell.set(key, [...(byCell.get(key) ?? []), disc]);
    }
    let pairs = 0;
    for (const disc of discs) {
      const { lat, lon } = disc.locality;
      for (const dLat of [-0.1, 0, 0.1]) {
        for (const dLon of [-0.15, 0, 0.15]) {
          for (const other of byCell.get(cell({ lat: lat + dLat, lon: lon + dLon })) ?? []) {
            // The postcodes of one commune (or arrondissement) share its ground.
            if (other.locality.placeCode === disc.locality.placeCode) continue;
            pairs++;
            const km = haversineKm(disc.locality, other.locality);
            const radii = disc.locality.radiusKm + other.locality.radiusKm;
            if (km < radii - 0.01) {
              expect.fail(`${disc.locality.city} and ${other.locality.city}: ${km} km < ${radii}`);
            }
          }
        }
      }
    }
    expect(pairs).toBeGreaterThan(100_000);
    for (const { radiusKm } of localities) expect(radiusKm).toBeGreaterThan(0);
  });
});
