/**
 * Distances on the Earth, pure (no I/O). Kept in the shop API rather than libs/domain:
 * it is geometry, not a business rule, and only the server measures distances (the
 * storefront shows the `distance` it is given). Move it to libs/domain if that changes.
 */

export interface Position {
  lat: number;
  lon: number;
}

/** Mean radius of the Earth (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Length of one degree of latitude, in km. */
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two positions, in km (haversine formula). */
export function haversineKm(from: Position, to: Position): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as the calls show it: km with one decimal. */
export const roundDistanceKm = (km: number) => Math.round(km * 10) / 10;

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/**
 * The latitude/longitude rectangle holding every point within `radiusKm` of `centre`: a
 * cheap prefilter on indexed columns before the exact distance. Near a pole, or when the
 * circle crosses the antimeridian, it widens to every longitude rather than wrap.
 */
export function boundingBox(centre: Position, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE;
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  // The widest part of the circle in longitude is at the latitude nearest a pole.
  const widestLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cosLat = Math.cos(radians(widestLat));
  const dLon = cosLat > 1e-9 ? radiusKm / (KM_PER_DEGREE * cosLat) : 360;
  if (centre.lon - dLon < -180 || centre.lon + dLon > 180) {
    return { minLat, maxLat, minLon: -180, maxLon: 180 };
  }
  return { minLat, maxLat, minLon: centre.lon - dLon, maxLon: centre.lon + dLon };
}

/** A longitude brought back into [-180, 180) after crossing the antimeridian. */
const wrapLongitude = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;

/** The position `eastKm` east and `northKm` north of `origin` (small offsets). */
export function offsetPosition(origin: Position, eastKm: number, northKm: number): Position {
  const lat = origin.lat + northKm / KM_PER_DEGREE;
  const lon = origin.lon + eastKm / (KM_PER_DEGREE * Math.cos(radians(origin.lat)));
  return { lat, lon: wrapLongitude(lon) };
}
