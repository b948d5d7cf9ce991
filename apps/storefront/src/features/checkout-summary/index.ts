export { SummaryPage } from './summary-page';
