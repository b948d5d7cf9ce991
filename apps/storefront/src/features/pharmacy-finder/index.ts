export { pharmaciesNearQueryOptions } from './pharmacies-near-query';
export { PharmacyFinderPage, type PharmacyFinderPageProps } from './pharmacy-finder-page';
export { PharmacySearchSchema, nearbySearchOf, type PharmacySearch } from './pharmacy-search';
