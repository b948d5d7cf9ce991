import { useLingui } from '@lingui/react/macro';
import type { PointOfSale } from '@shop/api-client';
import { projectPoints, type GeoPosition, type MapFrame } from './project-points';

export interface PharmacyMapProps {
  pharmacies: readonly PointOfSale[];
  /** Where the search started, when it is known or could be estimated. */
  centre: GeoPosition | null;
}

const FRAME: MapFrame = { width: 400, height: 300, padding: 24 };

/**
 * A sketch of where the pharmacies are, drawn from their coordinates (no tile server, no
 * third-party request). It repeats what the numbered list says, so it is hidden from
 * screen readers and holds no control: the list alone is the way to every pharmacy.
 */
export function PharmacyMap({ pharmacies, centre }: PharmacyMapProps) {
  const { t } = useLingui();
  const positions = centre ? [centre, ...pharmacies] : pharmacies;
  const points = projectPoints(positions, FRAME);
  const centrePoint = centre ? points[0] : undefined;
  const markers = (centre ? points.slice(1) : points).map((point, index) => ({
    point,
    number: index + 1,
    id: pharmacies[index]?.id ?? index,
  }));
  return (
    <figure className="pharmacy-map" aria-hidden="true">
      <svg
        className="pharmacy-map__drawing"
        viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
        focusable="false"
      >
        <rect className="pharmacy-map__ground" width={FRAME.width} height={FRAME.height} rx="8" />
        {centrePoint && (
          <g
            className="pharmacy-map__centre"
            transform={`translate(${centrePoint.x} ${centrePoint.y})`}
          >
            <circle r="14" className="pharmacy-map__centre-halo" />
            <circle r="6" className="pharmacy-map__centre-dot" />
          </g>
        )}
        {/* Drawn farthest first, so the nearest pharmacy's marker stays on top. */}
        {markers.reverse().map(({ point, number, id }) => (
          <g
            key={id}
            className="pharmacy-map__marker"
            data-marker={number}
            transform={`translate(${point.x} ${point.y})`}
          >
            <circle r="12" />
            <text textAnchor="middle" dominantBaseline="central">
              {number}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="pharmacy-map__legend">
        {centrePoint && (
          <span className="pharmacy-map__legend-centre">{t`Lieu de la recherche`}</span>
        )}
        <span>{t`Les numéros renvoient à la liste.`}</span>
      </figcaption>
    </figure>
  );
}
