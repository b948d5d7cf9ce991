export { LoginPage, type LoginPageProps } from './login-page';
