import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  haversineKm,
  offsetPosition,
  roundDistanceKm,
} from '../../../src/repositories/geography/geometry';

const position = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('haversineKm', () => {
  it('measures known distances', () => {
    const paris = { lat: 48.8566, lon: 2.3522 };
    const lyon = { lat: 45.764, lon: 4.8357 };
    const marseille = { lat: 43.2965, lon: 5.3698 };
    expect(haversineKm(paris, lyon)).toBeCloseTo(391.5, 0);
    expect(haversineKm(paris, marseille)).toBeCloseTo(660.5, 0);
    expect(haversineKm(paris, paris)).toBe(0);
  });

  it('is symmetric and never negative', () => {
    fc.assert(
      fc.property(position, position, (a, b) => {
        expect(haversineKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 6);
      }),
    );
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius (the SQL prefilter never drops one)', () => {
    fc.assert(
      fc.property(
        fc.record({
          lat: fc.double({ min: -80, max: 80, noNaN: true }),
          lon: fc.double({ min: -179, max: 179, noNaN: true }),
        }),
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (centre, radiusKm, fraction, angle) => {
          const km = radiusKm * fraction * 0.999;
          const point = offsetPosition(centre, km * Math.cos(angle), km * Math.sin(angle));
          fc.pre(haversineKm(centre, point) <= radiusKm);
          const box = boundingBox(centre, radiusKm);
          expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
          expect(point.lat).toBeLessThanOrEqual(box.maxLat);
          expect(point.lon).toBeGreaterThanOrEqual(box.minLon);
          expect(point.lon).toBeLessThanOrEqual(box.maxLon);
        },
      ),
    );
  });

  it('widens to every longitude when the circle crosses the antimeridian', () => {
    expect(boundingBox({ lat: 0, lon: 179.9 }, 50)).toMatchObject({ minLon: -180, maxLon: 180 });
  });
});

describe('offsetPosition', () => {
  it('wraps the longitude when it crosses the antimeridian', () => {
    const east = offsetPosition({ lat: 26.0487096088976, lon: 178.9999999999997 }, 99.99999, 0);
    expect(east.lon).toBeGreaterThanOrEqual(-180);
    expect(east.lon).toBeLessThan(-179);
    expect(offsetPosition({ lat: 0, lon: -179.9 }, -50, 0).lon).toBeGreaterThan(179);
  });
});

describe('roundDistanceKm', () => {
  it('keeps one decimal', () => {
    expect(roundDistanceKm(1.26)).toBe(1.3);
    expect(roundDistanceKm(0.04)).toBe(0);
  });
});
