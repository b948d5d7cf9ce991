export { DeviceWatcher } from './device-watcher';
export { LoadingBar } from './loading-bar';
export { HydrationMark } from './hydration-mark';
