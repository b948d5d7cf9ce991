import Cookies from 'js-cookie';

/**
 * Run before each test file (vite.config.ts `setupFiles`). A worker's files share one
 * module graph and one jsdom page (`isolate: false`), so each file starts on an empty
 * page: no markup, cookie, storage or data layer an earlier file left behind.
 */
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
}
