export { ResultsPage } from './results-page';
export { SearchAgainPage } from './search-again-page';
