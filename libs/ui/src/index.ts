export { SkipLink } from './skip-link';
