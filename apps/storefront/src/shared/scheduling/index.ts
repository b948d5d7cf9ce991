export { whenIdle } from './when-idle';
