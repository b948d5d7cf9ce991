import type { Random } from '../random';

/** A uniformly random point of a disc of `radiusKm`, as (east, north) offsets in km. */
export function pointInDisc(random: Random, radiusKm: number): [eastKm: number, northKm: number] {
  const distance = radiusKm * Math.sqrt(random.next());
  const angle = 2 * Math.PI * random.next();
  return [distance * Math.cos(angle), distance * Math.sin(angle)];
}
