export { OldBrowserNotice } from './old-browser-notice';
