export { PersonalInformationPage } from './personal-information-page';
export { SubscriptionsPage } from './subscriptions-page';
