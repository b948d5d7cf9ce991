import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  communeSearch,
  nearbySearchOf,
  PharmacySearchSchema,
  positionSearch,
  searchedZipcode,
} from './pharmacy-search';

const parse = (raw: unknown) => v.parse(PharmacySearchSchema, raw);

describe('PharmacySearchSchema', () => {
  it('reads a postcode the router parsed as a number or kept as a string', () => {
    expect(searchedZipcode(parse({ cp: 69001, ville: 'Lyon' }))).toBe('69001');
    expect(searchedZipcode(parse({ cp: '01000', ville: 'Bourg-en-Bresse' }))).toBe('01000');
    expect(searchedZipcode(parse({}))).toBeUndefined();
  });

  it('drops values that do not parse instead of failing', () => {
    expect(parse({ cp: 'abc', lat: 'north', lon: 500 })).toEqual({});
    expect(parse({ cp: 123 })).toEqual({});
  });
});

describe('nearbySearchOf', () => {
  it('searches nothing until a commune or a position is given', () => {
    expect(nearbySearchOf({})).toBeNull();
    expect(nearbySearchOf({ cp: '69001' })).toBeNull();
  });

  it('prefers the position over the commune', () => {
    expect(nearbySearchOf({ cp: '69001', ville: 'Lyon', lat: 45.7, lon: 4.8 })).toEqual({
      per_page: 10,
      lat: 45.7,
      lon: 4.8,
    });
    expect(nearbySearchOf({ cp: 69001, ville: 'Lyon' })).toEqual({
      per_page: 10,
      zipcode: '69001',
      city: 'Lyon',
    });
  });
});

describe('the search written into the address', () => {
  it('keeps a postcode a number when the router would read it back as one', () => {
    expect(communeSearch('69001', 'Lyon')).toEqual({ cp: 69001, ville: 'Lyon' });
    expect(communeSearch('01000', 'Bourg-en-Bresse')).toEqual({
      cp: '01000',
      ville: 'Bourg-en-Bresse',
    });
  });

  it('round-trips through the schema', () => {
    expect(parse(communeSearch('69001', 'Lyon'))).toEqual({ cp: 69001, ville: 'Lyon' });
    expect(parse(positionSearch(45.764_043_2, 4.835_659_1))).toEqual({ lat: 45.764, lon: 4.8357 });
  });
});
