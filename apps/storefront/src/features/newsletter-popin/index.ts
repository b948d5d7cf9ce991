export { NewsletterPopin } from './newsletter-popin';
export { NewsletterPopinButton } from './newsletter-popin-button';
