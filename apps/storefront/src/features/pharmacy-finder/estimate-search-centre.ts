import type { GeoPosition } from '../../shared/geography';

/** A place found near the searched point, with its distance to it in km. */
export interface PlaceAtDistance extends GeoPosition {
  distance: number | null;
}

const KM_PER_DEGREE = 111.32;

/**
 * Where a commune search started, found back from the pharmacies and their distances to
 * it: the call answers with distances but not with the commune's position, and the map
 * marks the centre. Least squares on the circles' equations in a local plane, in km.
 * Null with fewer than three distances, or when the places are nearly in a line (the
 * centre could then be on either side).
 */
export function estimateSearchCentre(places: readonly PlaceAtDistance[]): GeoPosition | null {
  const known = places.filter(
    (place): place is GeoPosition & { distance: number } => place.distance !== null,
  );
  const [origin, ...others] = known;
  if (!origin || others.length < 2) return null;
  const kmPerLon = KM_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180);
  // Each circle minus the origin's: 2·xi·x + 2·yi·y = xi² + yi² + d0² − di².
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  let sxb = 0;
  let syb = 0;
  for (const place of others) {
    const x = (place.lon - origin.lon) * kmPerLon;
    const y = (place.lat - origin.lat) * KM_PER_DEGREE;
    const [ax, ay] = [2 * x, 2 * y];
    const b = x * x + y * y + origin.distance ** 2 - place.distance ** 2;
    sxx += ax * ax;
    sxy += ax * ay;
    syy += ay * ay;
    sxb += ax * b;
    syb += ay * b;
  }
  const determinant = sxx * syy - sxy * sxy;
  if (determinant <= 1e-3 * (sxx + syy) ** 2) return null;
  const x = (syy * sxb - sxy * syb) / determinant;
  const y = (sxx * syb - sxy * sxb) / determinant;
  return { lat: origin.lat + y / KM_PER_DEGREE, lon: origin.lon + x / kmPerLon };
}
