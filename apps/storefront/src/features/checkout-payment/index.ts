export { PaymentPage } from './payment-page';
