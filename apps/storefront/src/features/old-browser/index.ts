export { OLD_BROWSER_SCRIPT, OldBrowserNotice } from './old-browser-notice';
