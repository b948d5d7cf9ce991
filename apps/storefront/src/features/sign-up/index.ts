export { CodeSignUpPage, type CodeSignUpPageProps } from './code-sign-up-page';
export { SignUpPage, type SignUpPageProps } from './sign-up-page';
