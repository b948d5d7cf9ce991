export { ContactConfirmationPage } from './contact-confirmation-page';
export { ContactPage, type ContactPageProps } from './contact-page';
