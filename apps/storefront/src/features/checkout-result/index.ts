export { ConfirmationPage } from './confirmation-page';
export { CheckoutErrorPage } from './error-page';
