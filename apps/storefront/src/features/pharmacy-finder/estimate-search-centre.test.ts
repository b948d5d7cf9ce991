import { describe, expect, it } from 'vitest';
import { estimateSearchCentre } from './estimate-search-centre';

const centre = { lat: 45.75, lon: 4.85 };
const kmPerLon = 111.32 * Math.cos((centre.lat * Math.PI) / 180);

/** A place `east` and `north` km from the centre, with its distance rounded as the API does. */
function placeAt(east: number, north: number) {
  return {
    lat: centre.lat + north / 111.32,
    lon: centre.lon + east / kmPerLon,
    distance: Math.round(Math.hypot(east, north) * 10) / 10,
  };
}

describe('estimateSearchCentre', () => {
  it('finds the searched point back within a hundred metres', () => {
    const estimate = estimateSearchCentre([
      placeAt(0.4, 0.3),
      placeAt(-1.2, 0.8),
      placeAt(0.5, -2.1),
      placeAt(3, 1.5),
    ]);
    expect(estimate).not.toBeNull();
    const errorKm = Math.hypot(
      ((estimate?.lon ?? 0) - centre.lon) * kmPerLon,
      ((estimate?.lat ?? 0) - centre.lat) * 111.32,
    );
    expect(errorKm).toBeLessThan(0.1);
  });

  it('gives up with fewer than three distances', () => {
    expect(estimateSearchCentre([placeAt(1, 0), placeAt(0, 1)])).toBeNull();
    expect(
      estimateSearchCentre([placeAt(1, 0), placeAt(0, 1), { ...placeAt(2, 2), distance: null }]),
    ).toBeNull();
  });

  it('gives up when the places are in a line', () => {
    expect(estimateSearchCentre([placeAt(1, 1), placeAt(2, 2), placeAt(3, 3)])).toBeNull();
  });
});
