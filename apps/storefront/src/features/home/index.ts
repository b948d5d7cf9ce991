export { HomeError } from './home-error';
export { HomePage } from './home-page';
