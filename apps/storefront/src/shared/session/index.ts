export { cartAfterLogin, useStartSession } from './use-start-session';
