/** A position in WGS 84 degrees. */
export interface GeoPosition {
  lat: number;
  lon: number;
}

/** The drawing area of a map, in SVG user units. */
export interface MapFrame {
  width: number;
  height: number;
  /** Kept free on every side so a marker drawn at the edge is not cut. */
  padding: number;
}

export interface MapPoint {
  x: number;
  y: number;
}

/**
 * Places positions in an SVG frame, in the order given. Equirectangular projection with the
 * longitudes shrunk by cos(mean latitude): over the few kilometres of a pharmacy search it
 * keeps distances and bearings true enough to read, with no tile server. One scale for
 * both axes (a kilometre is as long north as east); the group is centred in the frame.
 */
export function projectPoints(positions: readonly GeoPosition[], frame: MapFrame): MapPoint[] {
  if (positions.length === 0) return [];
  const meanLat = positions.reduce((sum, position) => sum + position.lat, 0) / positions.length;
  const shrink = Math.cos((meanLat * Math.PI) / 180);
  // North is up: y grows southwards in SVG.
  const planar = positions.map(({ lat, lon }) => ({ x: lon * shrink, y: -lat }));
  const xs = planar.map((point) => point.x);
  const ys = planar.map((point) => point.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  const innerWidth = frame.width - 2 * frame.padding;
  const innerHeight = frame.height - 2 * frame.padding;
  const scale =
    spanX === 0 && spanY === 0
      ? 0
      : Math.min(
          spanX === 0 ? Infinity : innerWidth / spanX,
          spanY === 0 ? Infinity : innerHeight / spanY,
        );
  const offsetX = frame.padding + (innerWidth - spanX * scale) / 2;
  const offsetY = frame.padding + (innerHeight - spanY * scale) / 2;
  return planar.map((point) => ({
    x: offsetX + (point.x - minX) * scale,
    y: offsetY + (point.y - minY) * scale,
  }));
}
