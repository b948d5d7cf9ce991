/** What shoppers type in the header's search box: seeded prefixes, accents or not. */
export const SUGGESTION_TEXTS = [
  'magn',
  'vita',
  'omé',
  'ome',
  'prob',
  'somm',
  'fer',
  'zinc',
  'coll',
  'curc',
  'lact',
  'flore',
];
