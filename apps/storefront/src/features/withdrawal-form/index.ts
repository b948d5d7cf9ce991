export { WithdrawalConfirmationPage } from './withdrawal-confirmation-page';
export { WithdrawalPage } from './withdrawal-page';
