export { AddressesPage } from './addresses-page';
