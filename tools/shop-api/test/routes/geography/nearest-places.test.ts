import { describe, expect, it } from 'vitest';
import { haversineKm, type Position } from '../../../src/repositories/geography/geometry';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

/**
 * A commune searched from, where it really is (town hall, to about 500 m, written from
 * maps, not from the seed's data), and what its nearest pharmacy may be.
 */
interface Case {
  zipcode: string;
  city: string;
  real: Position;
  /** The communes a first result may be in: this one and its real neighbours. */
  near?: readonly string[];
  /** How far from `real` the first result may be, and how far its distance may be off. */
  withinKm: number;
  offByKm: number;
}

/** A city or a municipal arrondissement: the first result is in it or next door. */
const CITY = { withinKm: 3, offByKm: 2 };
/** A town of a few thousand inhabitants. */
const TOWN = { withinKm: 5, offByKm: 3 };
/**
 * A village of a few hundred: without a pharmacy of its own, and placed by estimate (the
 * gazetteer lists the towns of over 1,000 inhabitants) up to 20 km off when its postcode
 * has no such town; the nearest is then a town's, in the right part of the departement.
 */
const VILLAGE = { withinKm: 25, offByKm: 20 };

const CASES: readonly Case[] = [
  { zipcode: '69001', city: 'Lyon', real: { lat: 45.7676, lon: 4.8344 }, ...CITY },
  { zipcode: '69003', city: 'Lyon', real: { lat: 45.7595, lon: 4.851 }, ...CITY },
  { zipcode: '75011', city: 'Paris', real: { lat: 48.8575, lon: 2.3794 }, ...CITY },
  {
    zipcode: '75016',
    city: 'Paris',
    real: { lat: 48.8638, lon: 2.2749 },
    near: ['Boulogne-Billancourt', 'Neuilly-sur-Seine'],
    ...CITY,
  },
  { zipcode: '13001', city: 'Marseille', real: { lat: 43.299, lon: 5.382 }, ...CITY },
  { zipcode: '13008', city: 'Marseille', real: { lat: 43.2708, lon: 5.3821 }, ...CITY },
  {
    zipcode: '33000',
    city: 'Bordeaux',
    real: { lat: 44.8378, lon: -0.5792 },
    near: ['Le Bouscat', 'Talence', 'Bègles', 'Cenon', 'Floirac', 'Lormont', 'Bruges'],
    ...CITY,
  },
  { zipcode: '31000', city: 'Toulouse', real: { lat: 43.6045, lon: 1.444 }, ...CITY },
  {
    zipcode: '59000',
    city: 'Lille',
    real: { lat: 50.6371, lon: 3.0633 },
    near: ['La Madeleine', 'Lambersart', 'Saint-André-lez-Lille', 'Mons-en-Barœul', 'Loos'],
    ...CITY,
  },
  {
    zipcode: '67000',
    city: 'Strasbourg',
    real: { lat: 48.5734, lon: 7.7521 },
    near: ['Schiltigheim', 'Bischheim', 'Illkirch-Graffenstaden', 'Ostwald', 'Lingolsheim'],
    ...CITY,
  },
  { zipcode: '06000', city: 'Nice', real: { lat: 43.7102, lon: 7.262 }, ...CITY },
  {
    zipcode: '69330',
    city: 'Meyzieu',
    real: { lat: 45.7667, lon: 5.0036 },
    near: ['Décines-Charpieu', 'Jonage', 'Pusignan', 'Genas'],
    ...TOWN,
  },
  {
    zipcode: '35400',
    city: 'Saint-Malo',
    real: { lat: 48.6493, lon: -2.0257 },
    near: ['Dinard', 'Saint-Jouan-des-Guérets', 'La Richardais'],
    ...TOWN,
  },
  {
    zipcode: '64200',
    city: 'Biarritz',
    real: { lat: 43.4832, lon: -1.5586 },
    near: ['Anglet', 'Bayonne', 'Bidart'],
    ...TOWN,
  },
  {
    zipcode: '74400',
    city: 'Chamonix-Mont-Blanc',
    real: { lat: 45.9237, lon: 6.8694 },
    near: ['Les Houches'],
    ...TOWN,
  },
  {
    zipcode: '12000',
    city: 'Rodez',
    real: { lat: 44.3506, lon: 2.575 },
    near: ['Onet-le-Château', 'Olemps', 'Le Monastère', 'Sébazac-Concourès'],
    ...TOWN,
  },
  { zipcode: '89450', city: 'Vézelay', real: { lat: 47.4664, lon: 3.7436 }, ...VILLAGE },
  { zipcode: '05350', city: 'Saint-Véran', real: { lat: 44.7017, lon: 6.8683 }, ...VILLAGE },
  {
    zipcode: '88630',
    city: 'Domrémy-la-Pucelle',
    real: { lat: 48.4406, lon: 5.6742 },
    ...VILLAGE,
  },
  { zipcode: '27620', city: 'Giverny', real: { lat: 49.0767, lon: 1.5333 }, ...VILLAGE },
];

interface Place extends Position {
  city: string;
  zipcode: string;
  distance: number;
}

describe.each(testDatabaseKinds)('the nearest places to a commune on $name', (kind) => {
  const api = useSeededApp(kind);

  async function nearest(path: string, { zipcode, city }: Case): Promise<Place> {
    const query = new URLSearchParams({ zipcode, city, per_page: '1' });
    const response = await api.request(`${path}?${query}`);
    expect(response.statusCode).toBe(200);
    const [first] = response.json().data.items as Place[];
    if (!first) throw new Error(`no place near ${zipcode} ${city}`);
    return first;
  }

  /**
   * Where the first result is, and what the reply says, against the real map: its shown
   * distance is the true one; in a city, or near a town or village, it is next door.
   */
  function expectPlausible(first: Place, place: Case, nextDoor = true) {
    const realKm = haversineKm(place.real, first);
    const found = `${first.zipcode} ${first.city}, ${realKm.toFixed(1)} km from the real ${place.city}, shown ${first.distance} km`;
    expect(Math.abs(first.distance - realKm), found).toBeLessThanOrEqual(place.offByKm);
    if (!nextDoor) return;
    expect(realKm, found).toBeLessThanOrEqual(place.withinKm);
    expect(first.distance, found).toBeLessThanOrEqual(place.withinKm);
    if (place.withinKm <= TOWN.withinKm) {
      expect([place.city, ...(place.near ?? [])], found).toContain(first.city);
    }
  }

  it.each(CASES)(
    'the pharmacy nearest $zipcode $city is in it or next door, at its true distance',
    async (place) => {
      expectPlausible(await nearest('/point-of-sale', place), place);
    },
  );

  // Relay points are a third as many, in towns of some size: a city has its own.
  it.each(CASES)(
    'the relay point nearest $zipcode $city is at its true distance',
    async (place) => {
      const nextDoor = place.withinKm <= CITY.withinKm;
      expectPlausible(await nearest('/relay', place), place, nextDoor);
    },
  );
});
