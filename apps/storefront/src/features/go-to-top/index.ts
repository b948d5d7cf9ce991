export { GoToTop } from './go-to-top';
