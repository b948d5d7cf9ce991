import { cityNameKey } from '../../repositories/geography/city-name';
import { haversineKm, offsetPosition, type Position } from '../../repositories/geography/geometry';
import { createRandom, type Random } from '../random';
import type { RawCommune } from './communes-source';
import type { GazetteerPlace } from './gazetteer-source';
import { pointInDisc } from './point-in-disc';

/** Where a commune's position comes from: the gazetteer, or an estimate from its neighbours. */
export type PositionSource = 'gazetteer' | 'estimated';

export interface CommunePosition extends Position {
  source: PositionSource;
}

/**
 * How an unplaced commune is estimated, from its closest kind of neighbours first: the
 * known communes of the same postcode (one post office's villages, a few km around it),
 * of the same intercommunality, of the same INSEE arrondissement, then of the departement.
 * The commune goes at a point of a disc around their middle, as wide as they are spread,
 * within these bounds in km.
 */
const NEIGHBOURHOODS = [
  { name: 'postcode', minKm: 2.5, maxKm: 7 },
  { name: 'intercommunality', minKm: 3, maxKm: 10 },
  { name: 'arrondissement', minKm: 4, maxKm: 15 },
  { name: 'departement', minKm: 6, maxKm: 25 },
] as const;

/** Length of one degree of latitude, in km (geometry.ts's, rounded). */
const KM_PER_DEGREE = 111.195;
const NONE: readonly Position[] = [];

/** An estimated village keeps this far from every commune placed before it, unless it cannot. */
const CLEARANCE_KM = 2;
const ATTEMPTS = 8;
const ESTIMATES_SEED = 0x6e0_c0de;

/** `Paris 3e Arrondissement` (INSEE) and `Paris 03 Temple` (GeoNames) both as `paris 3`. */
const INSEE_ARRONDISSEMENT = /^(.+) (\d{1,2})(?:er|e) Arrondissement$/;
const GAZETTEER_ARRONDISSEMENT = /^(Paris|Lyon|Marseille) (\d{2})(?: .*)?$/;

/** Adds `value` to the list of `key`. */
function addTo<TValue>(map: Map<string, TValue[]>, key: string, value: TValue) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A place's departement and name as lookups compare it (`cityNameKey`). */
const placeKey = (departement: string, nameSearch: string) => `${departement}|${nameSearch}`;

function arrondissementKey(row: RawCommune): string | null {
  const match = INSEE_ARRONDISSEMENT.exec(row.nom);
  if (!match || !row.departement) return null;
  return placeKey(row.departement, cityNameKey(`${match[1]} ${Number(match[2])}`));
}

function gazetteerKey(place: GazetteerPlace): string {
  const match = GAZETTEER_ARRONDISSEMENT.exec(place.name);
  const name = match ? `${match[1]} ${Number(match[2])}` : place.name;
  return placeKey(place.departement, cityNameKey(name));
}

/** Placed positions on a grid of cells wider than `CLEARANCE_KM`, to test clearance quickly. */
class ClearanceGrid {
  private readonly cells = new Map<number, Position[]>();
  // 0.03° of latitude is 3.3 km; 0.045° of longitude is over 3 km up to 51.1° N.
  private static readonly LAT_STEP = 0.03;
  private static readonly LON_STEP = 0.045;

  /** A cell's number: its row times 100,000 plus its column (any longitude fits). */
  private static cell(lat: number, lon: number, dRow = 0, dColumn = 0) {
    const row = Math.floor(lat / ClearanceGrid.LAT_STEP) + dRow;
    return row * 100_000 + Math.floor(lon / ClearanceGrid.LON_STEP) + dColumn;
  }

  add(position: Position) {
    const key = ClearanceGrid.cell(position.lat, position.lon);
    const list = this.cells.get(key);
    if (list) list.push(position);
    else this.cells.set(key, [position]);
  }

  /** The distance to the nearest placed position, up to `CLEARANCE_KM` (farther: Infinity). */
  clearance(position: Position): number {
    // Flat distances, squared: exact enough within a few km, and 9 cells for each of the
    // 8 draws of 26,000 villages.
    const kmPerDegreeOfLon = KM_PER_DEGREE * Math.cos((position.lat * Math.PI) / 180);
    let nearest = CLEARANCE_KM ** 2;
    for (let dRow = -1; dRow <= 1; dRow++) {
      for (let dColumn = -1; dColumn <= 1; dColumn++) {
        const cell = ClearanceGrid.cell(position.lat, position.lon, dRow, dColumn);
        for (const known of this.cells.get(cell) ?? NONE) {
          const north = (known.lat - position.lat) * KM_PER_DEGREE;
          const east = (known.lon - position.lon) * kmPerDegreeOfLon;
          nearest = Math.min(nearest, north * north + east * east);
        }
      }
    }
    return nearest < CLEARANCE_KM ** 2 ? Math.sqrt(nearest) : Infinity;
  }
}

const middle = (positions: readonly Position[]): Position => ({
  lat: positions.reduce((sum, { lat }) => sum + lat, 0) / positions.length,
  lon: positions.reduce((sum, { lon }) => sum + lon, 0) / positions.length,
});

/**
 * The position of every commune and municipal arrondissement, by INSEE code.
 *
 * A commune named as in the gazetteer, in the same departement, takes that place's
 * position (8,398 of the 34,746 communes, where 82 % of the French live); a merged commune
 * (commune nouvelle) missing from it takes the position of one of its former communes
 * that is there, its chief town first. Names that two places of a departement share are
 * not trusted. Every other commune, mostly villages of under 1,000 inhabitants, is
 * estimated near its known neighbours (`NEIGHBOURHOODS`), deterministically,
 * and kept clear of the communes placed before it so that it does not sit on one.
 */
export function positionCommunes(
  raw: readonly RawCommune[],
  gazetteer: readonly GazetteerPlace[],
  intercommunalities: readonly (readonly string[])[],
): Map<string, CommunePosition> {
  const byKey = new Map<string, GazetteerPlace[]>();
  for (const place of gazetteer) {
    addTo(byKey, gazetteerKey(place), place);
  }
  const unique = (key: string | null): Position | null => {
    const places = key === null ? undefined : byKey.get(key);
    return places?.length === 1 && places[0] ? places[0] : null;
  };

  const current = raw.filter((row) => row.type === 'commune-actuelle' && row.departement);
  const currentKeys = new Set(
    current.map((row) => placeKey(row.departement ?? '', row.nameSearch)),
  );
  const formerByCommune = new Map<string, RawCommune[]>();
  for (const row of raw) {
    if (row.type !== 'commune-deleguee' && row.type !== 'commune-associee') continue;
    if (!row.chefLieu || !row.departement) continue;
    addTo(formerByCommune, row.chefLieu, row);
  }

  const positions = new Map<string, CommunePosition>();
  const placed = new ClearanceGrid();
  const place = (code: string, position: Position, source: PositionSource) => {
    positions.set(code, { lat: position.lat, lon: position.lon, source });
    placed.add(position);
  };

  for (const row of current) {
    const departement = row.departement ?? '';
    let position = unique(placeKey(departement, row.nameSearch));
    const formers = position ? undefined : formerByCommune.get(row.code);
    if (formers) {
      // The chief town first: a merged commune keeps its code.
      formers.sort(
        (a, b) =>
          Number(b.code === row.code) - Number(a.code === row.code) || (a.code < b.code ? -1 : 1),
      );
      for (const former of formers) {
        const key = placeKey(departement, former.nameSearch);
        // A former name that a current commune still bears is that commune's.
        position = currentKeys.has(key) ? null : unique(key);
        if (position) break;
      }
    }
    if (position) place(row.code, position, 'gazetteer');
  }
  for (const row of raw) {
    if (row.type !== 'arrondissement-municipal') continue;
    const position = unique(arrondissementKey(row));
    if (position) place(row.code, position, 'gazetteer');
  }

  const intercommunalityOf = new Map<string, string[]>();
  intercommunalities.forEach((members, index) => {
    for (const code of members) intercommunalityOf.set(code, [String(index)]);
  });
  const groups = {
    postcode: new Map<string, string[]>(),
    intercommunality: new Map<string, string[]>(),
    arrondissement: new Map<string, string[]>(),
    departement: new Map<string, string[]>(),
  };
  const keysOf = (row: RawCommune, name: keyof typeof groups): string[] => {
    if (name === 'postcode') return row.codesPostaux;
    if (name === 'intercommunality') return intercommunalityOf.get(row.code) ?? [];
    const value = name === 'arrondissement' ? row.arrondissement : row.departement;
    return value ? [value] : [];
  };
  for (const row of current) {
    if (!positions.has(row.code)) continue;
    for (const name of Object.keys(groups) as (keyof typeof groups)[]) {
      for (const key of keysOf(row, name)) {
        addTo(groups[name], key, row.code);
      }
    }
  }

  /** The disc around the known communes of some groups, once for every village in them. */
  const discs = new Map<string, { centre: Position; radiusKm: number } | null>();
  const discOf = (
    { name, minKm, maxKm }: (typeof NEIGHBOURHOODS)[number],
    keys: readonly string[],
  ) => {
    const id = `${name}|${keys.join('|')}`;
    let disc = discs.get(id);
    if (disc === undefined) {
      const codes = new Set(keys.flatMap((key) => groups[name].get(key) ?? []));
      const peers = [...codes].flatMap((code) => positions.get(code) ?? []);
      disc = null;
      if (peers.length > 0) {
        const centre = middle(peers);
        const spread =
          peers.reduce((sum, peer) => sum + haversineKm(centre, peer), 0) / peers.length;
        disc = { centre, radiusKm: Math.min(maxKm, Math.max(minKm, spread)) };
      }
      discs.set(id, disc);
    }
    return disc;
  };
  // One generator for all, in the package's order: the same draws on every run.
  const random = createRandom(ESTIMATES_SEED);
  for (const row of current) {
    if (positions.has(row.code)) continue;
    for (const neighbourhood of NEIGHBOURHOODS) {
      const disc = discOf(neighbourhood, keysOf(row, neighbourhood.name));
      if (!disc) continue;
      place(row.code, clearPoint(disc.centre, disc.radiusKm, random, placed), 'estimated');
      break;
    }
  }

  // An arrondissement missing from the gazetteer: near its city's centre, as before.
  for (const row of raw) {
    if (row.type !== 'arrondissement-municipal' || positions.has(row.code) || !row.commune) {
      continue;
    }
    const city = positions.get(row.commune);
    if (city) place(row.code, clearPoint(city, 3, random, null), 'estimated');
  }
  return positions;
}

/**
 * A point of the disc of `radiusKm` around `centre`: the first of a few draws that keeps
 * `CLEARANCE_KM` from every placed commune, else the draw farthest from them.
 */
function clearPoint(
  centre: Position,
  radiusKm: number,
  random: Random,
  placed: ClearanceGrid | null,
): Position {
  let best = centre;
  let bestClearance = -1;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [east, north] = pointInDisc(random, radiusKm);
    const candidate = offsetPosition(centre, east, north);
    const clearance = placed ? placed.clearance(candidate) : Infinity;
    if (clearance > bestClearance) {
      best = candidate;
      bestClearance = clearance;
    }
    if (clearance === Infinity) break;
  }
  return best;
}
