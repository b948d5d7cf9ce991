import { describe, expect, it } from 'vitest';
import { projectPoints, type GeoPosition, type MapPoint } from './project-points';

const frame = { width: 400, height: 300, padding: 20 };

const origin: MapPoint = { x: 0, y: 0 };

/** The projected points, one per position, in order. */
function projectPointsOf(positions: GeoPosition[]): MapPoint[] {
  const points = projectPoints(positions, frame);
  expect(points).toHaveLength(positions.length);
  return points;
}

describe('projectPoints', () => {
  it('draws nothing for no position', () => {
    expect(projectPoints([], frame)).toEqual([]);
  });

  it('puts a lone position in the middle of the frame', () => {
    expect(projectPoints([{ lat: 45.76, lon: 4.83 }], frame)).toEqual([{ x: 200, y: 150 }]);
  });

  it('keeps north up and east right, inside the padding', () => {
    const [southWest = origin, northEast = origin] = projectPointsOf([
      { lat: 45.7, lon: 4.8 },
      { lat: 45.8, lon: 4.9 },
    ]);
    expect(northEast.x).toBeGreaterThan(southWest.x);
    expect(northEast.y).toBeLessThan(southWest.y);
    for (const point of [southWest, northEast]) {
      expect(point.x).toBeGreaterThanOrEqual(20);
      expect(point.x).toBeLessThanOrEqual(380);
      expect(point.y).toBeGreaterThanOrEqual(20);
      expect(point.y).toBeLessThanOrEqual(280);
    }
  });

  it('shrinks longitudes by the cosine of the latitude, one scale for both axes', () => {
    // At 60° N a degree of longitude is half a degree of latitude on the ground.
    const [a = origin, b = origin, c = origin] = projectPointsOf([
      { lat: 60, lon: 10 },
      { lat: 60, lon: 10.2 },
      { lat: 60.1, lon: 10 },
    ]);
    const east = b.x - a.x;
    const north = a.y - c.y;
    expect(east / north).toBeCloseTo(1, 1);
  });

  it('centres the group when it is taller than wide', () => {
    const points = projectPoints(
      [
        { lat: 45, lon: 5 },
        { lat: 46, lon: 5 },
      ],
      frame,
    );
    expect(points.map((point) => point.x)).toEqual([200, 200]);
    expect(points.map((point) => point.y)).toEqual([280, 20]);
  });
});
