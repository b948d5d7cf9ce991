export { NewsletterConfirmationPage } from './newsletter-confirmation-page';
export { NewsletterPage } from './newsletter-page';
