export { DeliveryPage } from './delivery-page';
