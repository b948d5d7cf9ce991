import { describe, expect, it } from 'vitest';
import { pointsOfSale, relayPoints } from '../../../src/db/schema';
import { haversineKm, roundDistanceKm } from '../../../src/repositories/geography/geometry';
import { haversineKmSql } from '../../../src/repositories/geography/geometry-sql';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

interface Place {
  id: number;
  lat: number;
  lon: number;
  distance: number;
}

const CENTRE = { lat: 48.86, lon: 2.35 };

describe.each(testDatabaseKinds)('nearby pages on $name', (kind) => {
  const api = useSeededApp(kind);

  async function list(path: string, query: string): Promise<{ items: Place[]; total: number }> {
    const response = await api.get(`${path}?lat=${CENTRE.lat}&lon=${CENTRE.lon}&${query}`);
    expect(response.status).toBe(200);
    return response.body.data;
  }

  describe.each(['/point-of-sale', '/relay'])('GET %s', (path) => {
    it('answers the nearest place alone as the first of a longer page, with the same total', async () => {
      const one = await list(path, 'radius=100&per_page=1');
      const fifty = await list(path, 'radius=100&per_page=50');
      expect(one.total).toBeGreaterThan(500);
      expect(fifty.total).toBe(one.total);
      expect(one.items).toEqual(fifty.items.slice(0, 1));
    });

    it('orders by exact distance then id, and cuts pages that neither overlap nor skip', async () => {
      const fifty = await list(path, 'radius=100&per_page=50');
      const exact = fifty.items.map((item) => ({ id: item.id, km: haversineKm(CENTRE, item) }));
      expect(exact).toEqual([...exact].sort((a, b) => a.km - b.km || a.id - b.id));
      for (const item of fifty.items) {
        expect(item.distance).toBe(roundDistanceKm(haversineKm(CENTRE, item)));
      }
      const pages = [];
      for (let page = 1; page <= 7; page++) {
        const { items, total } = await list(path, `radius=100&per_page=7&page=${page}`);
        expect(total).toBe(fifty.total);
        pages.push(...items);
      }
      expect(pages).toEqual(fifty.items.slice(0, 49));
    });

    it('counts every place of the radius, page after page, and past the last page', async () => {
      const ids: number[] = [];
      const totals = new Set<number>();
      for (let page = 1; ; page++) {
        const reply = await list(path, `radius=8&per_page=50&page=${page}`);
        totals.add(reply.total);
        if (reply.items.length === 0) break;
        for (const item of reply.items) expect(haversineKm(CENTRE, item)).toBeLessThanOrEqual(8);
        ids.push(...reply.items.map(({ id }) => id));
      }
      const [total] = totals;
      expect(totals.size).toBe(1);
      expect(total).toBeGreaterThan(50);
      expect(ids).toHaveLength(total ?? 0);
      expect(new Set(ids).size).toBe(total);
    });
  });

  it('measures in SQL the distances geometry.ts measures, to the last shown decimal', async () => {
    // Paris, Brest, and the antipode of Paris (where rounding may push the haversine past 1).
    const centres = [CENTRE, { lat: 48.3904, lon: -4.4861 }, { lat: -48.8566, lon: -177.6478 }];
    for (const table of [pointsOfSale, relayPoints]) {
      for (const centre of centres) {
        const rows = await api.db
          .select({ lat: table.lat, lon: table.lon, km: haversineKmSql(centre, table) })
          .from(table)
          .limit(2_000);
        for (const { lat, lon, km } of rows) {
          const expected = haversineKm(centre, { lat, lon });
          expect(Math.abs(km - expected)).toBeLessThan(1e-9 * Math.max(1, expected));
          expect(roundDistanceKm(km)).toBe(roundDistanceKm(expected));
        }
      }
    }
  });
});
