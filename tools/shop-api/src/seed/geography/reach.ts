import type { Position } from '../../repositories/geography/geometry';

/** A place shops are put around: a commune, or a municipal arrondissement. */
export interface Site extends Position {
  population: number;
}

/** The reach a site would have alone: a village's shops stay close, a city's spread out. */
const MAX_REACH_KM = 4.3;
const wantedReach = (population: number) =>
  Math.min(MAX_REACH_KM, 0.3 + Math.sqrt(population) / 150);

/** No reach below 50 m, even for two sites the gazetteer puts at one point. */
const MIN_REACH_KM = 0.05;

/** Length of one degree of latitude, in km (geometry.ts's, rounded). */
const KM_PER_DEGREE = 111.195;

interface Item {
  site: Site;
  wanted: number;
  reach: number;
  /** km in a degree of longitude at the site. */
  kmPerDegreeOfLon: number;
}

/**
 * Sites on a grid of cells at least `cellKm` wide up to 51.2° N (metropolitan France), so
 * that every site within `cellKm` of a position is in the 9 cells around it.
 */
class Grid {
  private readonly cells = new Map<number, Item[]>();
  private readonly latStep: number;
  private readonly lonStep: number;

  constructor(cellKm: number) {
    this.latStep = cellKm / KM_PER_DEGREE;
    this.lonStep = cellKm / (KM_PER_DEGREE * Math.cos((51.2 * Math.PI) / 180));
  }

  private cell(position: Position, dRow = 0, dColumn = 0) {
    const row = Math.floor(position.lat / this.latStep) + dRow;
    // Under 2^30 (rows < 3,334 up to the pole): a small integer, V8's quickest Map key.
    return row * 100_000 + Math.floor(position.lon / this.lonStep) + dColumn;
  }

  add(item: Item) {
    const key = this.cell(item.site);
    const list = this.cells.get(key);
    if (list) list.push(item);
    else this.cells.set(key, [item]);
  }

  private readonly found: Item[][] = [];

  /** The sites of the 9 cells around `position`, by cell (a list reused by the next call). */
  around(position: Position): readonly (readonly Item[])[] {
    this.found.length = 0;
    for (let dRow = -1; dRow <= 1; dRow++) {
      for (let dColumn = -1; dColumn <= 1; dColumn++) {
        const list = this.cells.get(this.cell(position, dRow, dColumn));
        if (list) this.found.push(list);
      }
    }
    return this.found;
  }
}

/** Below this reach a site is small: two small sites interfere only within 2 × this. */
const SMALL_REACH_KM = 1.5;

/** Shrinks the reaches of `a` and `b` when their discs would overlap. */
function share(a: Item, b: Item) {
  // A flat distance, as offsetPosition() puts shops: exact enough over a few km.
  const north = (b.site.lat - a.site.lat) * KM_PER_DEGREE;
  const east = (b.site.lon - a.site.lon) * a.kmPerDegreeOfLon;
  const both = a.wanted + b.wanted;
  if (north * north + east * east >= both * both) return;
  const km = Math.sqrt(north * north + east * east);
  a.reach = Math.min(a.reach, (km / both) * a.wanted);
  b.reach = Math.min(b.reach, (km / both) * b.wanted);
}

/**
 * How far from each site its shops may stand (km): the reach its inhabitants call for,
 * shrunk where another site is closer than both reaches together, sharing the gap between
 * them in proportion. No two sites' discs overlap, so a shop put in its site's disc is
 * never in another's: it stays in its commune, with the bigger of two neighbours taking
 * the larger part of the ground between them, as a city does from its suburbs.
 */
export function reachesOf(sites: readonly Site[]): number[] {
  const items: Item[] = sites.map((site) => {
    const wanted = wantedReach(site.population);
    const kmPerDegreeOfLon = KM_PER_DEGREE * Math.cos((site.lat * Math.PI) / 180);
    return { site, wanted, reach: wanted, kmPerDegreeOfLon };
  });
  // Two grids, so that 35,000 villages do not search as far as the 300 cities need.
  const small = new Grid(2 * SMALL_REACH_KM);
  const large = new Grid(2 * MAX_REACH_KM);
  for (const item of items) (item.wanted <= SMALL_REACH_KM ? small : large).add(item);
  for (const a of items) {
    // Two small sites are found from both sides; a large one from the other's side.
    const grids = a.wanted <= SMALL_REACH_KM ? [small, large] : [large];
    for (const grid of grids) {
      for (const cell of grid.around(a.site)) {
        for (const b of cell) if (b !== a) share(a, b);
      }
    }
  }
  return items.map(({ reach }) => Math.max(MIN_REACH_KM, reach));
}
