import { count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMetropolitanZipcode, PARTNER_PHARMACY_COUNT } from '@shop/domain';
import { communes, pointsOfSale, relayPoints } from '../../../src/db/schema';
import { haversineKm, roundDistanceKm } from '../../../src/repositories/geography/geometry';
import { seedForTests } from '../../helpers/test-seed';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

interface Place {
  id: number;
  name: string;
  zipcode: string;
  city: string;
  lat: number;
  lon: number;
  distance: number | null;
  schedules: { day: string; periods: { from: string; to: string }[] }[];
}

const PARIS = { lat: 48.8566, lon: 2.3522 };
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function expectNearestFirst(items: readonly Place[], centre?: { lat: number; lon: number }) {
  const distances = items.map(({ distance }) => distance ?? -1);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  for (const item of items) {
    expect(item.schedules.map(({ day }) => day)).toEqual(WEEK);
    if (centre) expect(item.distance).toBe(roundDistanceKm(haversineKm(centre, item)));
  }
}

describe.each(testDatabaseKinds)('geography calls on $name', (kind) => {
  const api = useSeededApp(kind);
  const get = api.request;

  describe('seed', () => {
    it('writes the communes, over 9,000 pharmacies and thousands of relay points', async () => {
      const [communeCount] = await api.db.select({ n: count() }).from(communes);
      const [pharmacyCount] = await api.db.select({ n: count() }).from(pointsOfSale);
      const [relayCount] = await api.db.select({ n: count() }).from(relayPoints);
      expect(communeCount?.n).toBeGreaterThan(34_000);
      expect(pharmacyCount?.n).toBeGreaterThan(PARTNER_PHARMACY_COUNT);
      expect(relayCount?.n).toBeGreaterThanOrEqual(2_000);
    });

    it('writes metropolitan postcodes and address lines of at most 35 characters', async () => {
      const rows = await api.db
        .select({ zipcode: pointsOfSale.zipcode, address: pointsOfSale.address })
        .from(pointsOfSale);
      expect(rows.filter(({ zipcode }) => !isMetropolitanZipcode(zipcode))).toEqual([]);
      expect(rows.filter(({ address }) => address.length > 35)).toEqual([]);
    });

    it('spreads pharmacies where people live: Paris has far more than a rural departement', async () => {
      const rows = await api.db
        .select({ departement: communes.departement, n: count() })
        .from(pointsOfSale)
        .innerJoin(communes, eq(communes.code, pointsOfSale.communeCode))
        .where(inArray(communes.departement, ['75', '48']))
        .groupBy(communes.departement);
      const byDepartement = Object.fromEntries(rows.map(({ departement, n }) => [departement, n]));
      expect(byDepartement['75']).toBeGreaterThan(200);
      expect(byDepartement['75']).toBeGreaterThan(10 * (byDepartement['48'] ?? 0));
    });

    it('skips a database that is already seeded, leaving the same rows', async () => {
      const before = await get('/point-of-sale/1');
      await api.database.prepare(seedForTests);
      const [pharmacyCount] = await api.db.select({ n: count() }).from(pointsOfSale);
      expect(pharmacyCount?.n).toBeGreaterThan(PARTNER_PHARMACY_COUNT);
      expect((await get('/point-of-sale/1')).json()).toEqual(before.json());
    });
  });

  describe('GET /cities', () => {
    it('answers Paris for 75011', async () => {
      const response = await get('/cities?zipcode=75011&shop_id=1&lang=fr');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: { items: [{ name: 'Paris', zipcode: '75011', code: '75056' }], total: 1 },
      });
    });

    it('answers every commune of a shared postcode, in French alphabetical order', async () => {
      const { data } = (await get('/cities?zipcode=01400')).json();
      expect(data.total).toBe(data.items.length);
      const names = data.items.map(({ name }: { name: string }) => name);
      expect(names).toContain('Châtillon-sur-Chalaronne');
      expect(names).toContain("L'Abergement-Clémenciat");
      expect(names).toEqual(
        [...names].sort(new Intl.Collator('fr', { ignorePunctuation: true }).compare),
      );
      for (const item of data.items) expect(item.zipcode).toBe('01400');
    });

    it.each(['99999', '97400', '00000'])(
      'answers an empty list for the unknown %s',
      async (zip) => {
        const response = await get(`/cities?zipcode=${zip}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ data: { items: [], total: 0 } });
      },
    );

    it.each(['7501', '750111', 'abcde', '75 011', ''])(
      'answers 400 invalid_input for zipcode=%s',
      async (zip) => {
        const response = await get(`/cities?zipcode=${encodeURIComponent(zip)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'invalid_input',
          fields: { zipcode: expect.any(String) },
        });
      },
    );

    it('answers 400 when the zipcode is missing', async () => {
      const response = await get('/cities');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ zipcode: 'required' });
    });
  });

  describe('GET /point-of-sale', () => {
    it('lists pharmacies near a position, nearest first, with their distance', async () => {
      const response = await get(`/point-of-sale?lat=${PARIS.lat}&lon=${PARIS.lon}&per_page=20`);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.items).toHaveLength(20);
      expect(data.total).toBeGreaterThan(20);
      expectNearestFirst(data.items, PARIS);
      expect(data.items[0]).toMatchObject({
        city: 'Paris',
        phone: expect.stringMatching(/^0\d( \d\d){4}$/),
      });
      for (const item of data.items) expect(item.distance).toBeLessThanOrEqual(30);
    });

    it('pages on without overlap or going back', async () => {
      const first = (
        await get(`/point-of-sale?lat=${PARIS.lat}&lon=${PARIS.lon}&per_page=5`)
      ).json().data;
      const second = (
        await get(`/point-of-sale?lat=${PARIS.lat}&lon=${PARIS.lon}&per_page=5&page=2`)
      ).json().data;
      expect(second.total).toBe(first.total);
      const firstIds = first.items.map(({ id }: Place) => id);
      for (const item of second.items) expect(firstIds).not.toContain(item.id);
      expect(second.items[0].distance).toBeGreaterThanOrEqual(first.items.at(-1).distance);
    });

    it('counts only the pharmacies within the radius', async () => {
      const near = (await get(`/point-of-sale?lat=${PARIS.lat}&lon=${PARIS.lon}&radius=2`)).json()
        .data;
      const far = (await get(`/point-of-sale?lat=${PARIS.lat}&lon=${PARIS.lon}&radius=50`)).json()
        .data;
      expect(near.total).toBeLessThan(far.total);
      for (const item of near.items) expect(item.distance).toBeLessThanOrEqual(2);
    });

    it('searches from a postcode, and from a city name whatever its accents and case', async () => {
      const byZip = (await get('/point-of-sale?zipcode=75011')).json().data;
      expect(byZip.items[0].city).toBe('Paris');
      expectNearestFirst(byZip.items);

      const byCity = (await get('/point-of-sale?city=SAINT%20ETIENNE&per_page=3')).json().data;
      expect(byCity.items[0].city).toBe('Saint-Étienne');
      expectNearestFirst(byCity.items);
    });

    it('answers an empty list far from every pharmacy', async () => {
      const response = await get('/point-of-sale?lat=0&lon=0');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { items: [], total: 0 } });
    });

    it.each(['zipcode=99999', 'city=Atlantide', 'zipcode=97400&city=Saint-Denis'])(
      'answers 404 location_not_found for %s',
      async (query) => {
        const response = await get(`/point-of-sale?${query}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('location_not_found');
      },
    );

    it('answers 400 naming the missing parts of a location', async () => {
      const none = await get('/point-of-sale');
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toMatchObject({
        code: 'invalid_input',
        fields: { lat: 'required', lon: 'required', zipcode: 'required', city: 'required' },
      });
      expect((await get('/point-of-sale?lat=48.8')).json().error.fields).toEqual({
        lon: 'required',
      });
      expect((await get('/point-of-sale?lon=2.3')).json().error.fields).toEqual({
        lat: 'required',
      });
    });

    it.each([
      'lat=91&lon=2',
      'lat=48&lon=abc',
      'zipcode=750',
      'lat=48&lon=2&per_page=51',
      'lat=48&lon=2&page=0',
      'lat=48&lon=2&radius=0',
      'lat=48&lon=2&radius=101',
    ])('answers 400 invalid_input for %s', async (query) => {
      const response = await get(`/point-of-sale?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_input');
    });

    it('answers one pharmacy by id, 404 point_of_sale_not_found for an unknown one, 400 for no id', async () => {
      const response = await get('/point-of-sale/1');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: 1,
        distance: null,
        schedules: expect.any(Array),
      });
      const missing = await get('/point-of-sale/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('point_of_sale_not_found');
      for (const id of ['abc', '99999999999', 'Infinity', '1e308']) {
        const invalid = await get(`/point-of-sale/${id}`);
        expect(invalid.statusCode).toBe(400);
        expect(invalid.json().error.fields).toHaveProperty('id');
      }
    });
  });

  describe('GET /relay', () => {
    it('lists relay points near a postcode, nearest first, with their schedules', async () => {
      const response = await get('/relay?zipcode=69003&per_page=10');
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.items.length).toBeGreaterThan(0);
      expectNearestFirst(data.items);
      expect(data.items[0].name).toMatch(/\S/);
      expect(data.items[0]).not.toHaveProperty('phone');
    });

    it('lists relay points near an address position', async () => {
      const { data } = (await get(`/relay?lat=${PARIS.lat}&lon=${PARIS.lon}`)).json();
      expect(data.items).toHaveLength(10);
      expectNearestFirst(data.items, PARIS);
    });

    it('answers one relay point by id, and 404 relay_not_found for an unknown one', async () => {
      expect((await get('/relay/1')).json().data).toMatchObject({ id: 1, distance: null });
      const missing = await get('/relay/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('relay_not_found');
    });
  });

  describe('GET /reverse-geocoding', () => {
    it('answers the commune nearest to a position', async () => {
      const paris = await get(`/reverse-geocoding?lat=${PARIS.lat}&lon=${PARIS.lon}`);
      expect(paris.statusCode).toBe(200);
      expect(paris.json().data).toMatchObject({
        name: 'Paris',
        code: '75056',
        zipcode: expect.stringMatching(/^75\d{3}$/),
      });

      const brest = (await get('/reverse-geocoding?lat=48.3904&lon=-4.4861')).json().data;
      expect(brest).toEqual({ name: 'Brest', zipcode: '29200', code: '29019' });
    });

    it.each([
      ['the Atlantic', '46', '-8'],
      ['Madrid', '40.4168', '-3.7038'],
      ['the Gulf of Guinea', '0', '0'],
    ])('answers 404 location_not_found in %s', async (_place, lat, lon) => {
      const response = await get(`/reverse-geocoding?lat=${lat}&lon=${lon}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('location_not_found');
    });

    it.each(['lat=48', 'lon=2', 'lat=north&lon=2', 'lat=48&lon=181'])(
      'answers 400 invalid_input for %s',
      async (query) => {
        const response = await get(`/reverse-geocoding?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('invalid_input');
      },
    );
  });

  it('never answers a 500, whatever the query string', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.integer({ min: -1e12, max: 1e12 }).map(String),
      fc.constantFrom(
        '75011',
        '01400',
        '2A004',
        'NaN',
        'Infinity',
        '-0',
        '1e308',
        'Paris',
        "L'Haÿ-les-Roses",
        '%',
        '_',
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom(
        'lat',
        'lon',
        'zipcode',
        'city',
        'radius',
        'page',
        'per_page',
        'shop_id',
        'lang',
      ),
      fc.oneof(value, fc.array(value, { maxLength: 3 })),
    );
    const path = fc.oneof(
      fc.constantFrom('/cities', '/point-of-sale', '/relay', '/reverse-geocoding'),
      value.map((id) => `/point-of-sale/${encodeURIComponent(id)}`),
      value.map((id) => `/relay/${encodeURIComponent(id)}`),
    );
    await fc.assert(
      fc.asyncProperty(path, query, async (route, params) => {
        const search = new URLSearchParams();
        for (const [key, values] of Object.entries(params)) {
          for (const item of [values].flat()) search.append(key, item);
        }
        const response = await get(`${route}?${search}`);
        expect([200, 400, 404]).toContain(response.statusCode);
        if (response.statusCode !== 200) expect(response.json()).toHaveProperty('error.code');
      }),
      { numRuns: 150 },
    );
  });
});
