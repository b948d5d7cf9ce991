export { AdvisersPage } from './advisers-page';
