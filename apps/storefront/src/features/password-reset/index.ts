export { ForgottenPasswordPage } from './forgotten-password-page';
export { ResetPasswordPage, type ResetPasswordPageProps } from './reset-password-page';
