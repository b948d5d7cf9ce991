import { useLingui } from '@lingui/react/macro';
import { projectPoints, type GeoPosition, type MapFrame } from './project-points';
import './geography.css';

export interface MapPlace extends GeoPosition {
  id: number;
}

export interface PlacesMapProps {
  /** Nearest first: marker n is the list's n-th place. */
  places: readonly MapPlace[];
  /** Where the search started, when it is known or could be estimated. */
  centre: GeoPosition | null;
  /** The place chosen in the list, drawn apart so the map confirms the choice. */
  chosenId?: number | null;
  /**
   * A page's own BEM block, added beside `places-map` on every part, so a page keeps the
   * hooks its styles and journeys already name (`pharmacy-map__centre`).
   */
  block?: string;
}

const FRAME: MapFrame = { width: 400, height: 300, padding: 24 };

/**
 * A sketch of where places are, drawn from their coordinates (no tile server, no
 * third-party request). It repeats what the numbered list says, so it is hidden from
 * screen readers and holds no control: the list alone is the way to every place.
 */
export function PlacesMap({ places, centre, chosenId = null, block }: PlacesMapProps) {
  const { t } = useLingui();
  const part = (element = '') =>
    block ? `places-map${element} ${block}${element}` : `places-map${element}`;
  const positions = centre ? [centre, ...places] : places;
  const points = projectPoints(positions, FRAME);
  const centrePoint = centre ? points[0] : undefined;
  const markers = (centre ? points.slice(1) : points).map((point, index) => ({
    point,
    number: index + 1,
    id: places[index]?.id ?? index,
  }));
  return (
    <figure className={part()} aria-hidden="true">
      <svg
        className={part('__drawing')}
        viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
        focusable="false"
      >
        <rect className={part('__ground')} width={FRAME.width} height={FRAME.height} rx="8" />
        {centrePoint && (
          <g
            className={part('__centre')}
            transform={`translate(${centrePoint.x} ${centrePoint.y})`}
          >
            <circle r="14" className={part('__centre-halo')} />
            <circle r="6" className={part('__centre-dot')} />
          </g>
        )}
        {/* Drawn farthest first, so the nearest place's marker stays on top. */}
        {markers.reverse().map(({ point, number, id }) => (
          <g
            key={id}
            className={`${part('__marker')}${id === chosenId ? ' places-map__marker--chosen' : ''}`}
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
      <figcaption className={part('__legend')}>
        {centrePoint && <span className={part('__legend-centre')}>{t`Lieu de la recherche`}</span>}
        <span>{t`Les numéros renvoient à la liste.`}</span>
      </figcaption>
    </figure>
  );
}
