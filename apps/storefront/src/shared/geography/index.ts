export { formatClockTime, formatDistance, formatPeriod, telHref } from './format-place';
export { OpeningHours, type OpeningHoursProps } from './opening-hours';
export { PlacesMap, type MapPlace, type PlacesMapProps } from './places-map';
export { projectPoints, type GeoPosition, type MapFrame, type MapPoint } from './project-points';
