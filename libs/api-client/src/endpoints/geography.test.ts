import { describe, expect, it } from 'vitest';
import { ValiError } from 'valibot';
import { createApiHttp } from '../http';
import { useFakeUpstream } from '../testing/fake-upstream';
import { getCities, getPointsOfSale, getRelayPoint, reverseGeocode } from './geography';

const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
  (day) => ({ day, periods: day === 'sunday' ? [] : [{ from: '09:00', to: '19:00' }] }),
);
const pharmacy = {
  id: 12,
  name: 'Pharmacie de la Gare',
  address: '3 place du Marché',
  zipcode: '75011',
  city: 'Paris',
  lat: 48.86,
  lon: 2.38,
  schedules: week,
  phone: '01 99 00 12 34',
  distance: 0.4,
};

const upstream = useFakeUpstream();
const http = () => createApiHttp({ baseUrl: upstream.baseUrl });

describe('getCities', () => {
  it('asks /cities for the zipcode and answers the list', async () => {
    const cities = { items: [{ name: 'Paris', zipcode: '75011', code: '75056' }], total: 1 };
    upstream.reply({ data: cities });
    expect(await getCities('75011', http())).toEqual(cities);
    expect(upstream.requested().pathname).toBe('/api/v1/cities');
    expect(Object.fromEntries(upstream.requested().searchParams)).toEqual({
      zipcode: '75011',
      shop_id: '1',
      lang: 'fr',
    });
  });

  it('rejects a city without its INSEE code', async () => {
    upstream.reply({ data: { items: [{ name: 'Paris', zipcode: '75011' }], total: 1 } });
    await expect(getCities('75011', http())).rejects.toBeInstanceOf(ValiError);
  });
});

describe('getPointsOfSale', () => {
  it('sends the position and paging, leaving out what is not given', async () => {
    upstream.reply({ data: { items: [pharmacy], total: 1 } });
    const result = await getPointsOfSale(
      { lat: 48.86, lon: 2.38, per_page: 5, zipcode: undefined },
      http(),
    );
    expect(result.items[0]).toEqual(pharmacy);
    expect(upstream.requested().pathname).toBe('/api/v1/point-of-sale');
    expect(Object.fromEntries(upstream.requested().searchParams)).toEqual({
      lat: '48.86',
      lon: '2.38',
      per_page: '5',
      shop_id: '1',
      lang: 'fr',
    });
  });

  it('rejects a schedule with a day that does not exist', async () => {
    upstream.reply({
      data: { items: [{ ...pharmacy, schedules: [{ day: 'funday', periods: [] }] }], total: 1 },
    });
    await expect(getPointsOfSale({ zipcode: '75011' }, http())).rejects.toBeInstanceOf(ValiError);
  });
});

describe('getRelayPoint and reverseGeocode', () => {
  it('read one relay point by id and the commune at a position', async () => {
    const relay = {
      id: 12,
      name: 'Tabac-Presse du Centre',
      address: '8 rue Carnot',
      zipcode: '69003',
      city: 'Lyon',
      lat: 45.76,
      lon: 4.84,
      schedules: week,
      distance: null,
    };
    upstream.reply({ data: relay });
    expect(await getRelayPoint(12, http())).toEqual(relay);
    expect(upstream.requested().pathname).toBe('/api/v1/relay/12');

    upstream.reply({ data: { name: 'Paris', zipcode: '75003', code: '75056' } });
    expect(await reverseGeocode({ lat: 48.8566, lon: 2.3522 }, http())).toEqual({
      name: 'Paris',
      zipcode: '75003',
      code: '75056',
    });
    expect(upstream.requested().searchParams.get('lat')).toBe('48.8566');
    expect(upstream.requested().pathname).toBe('/api/v1/reverse-geocoding');
  });
});
