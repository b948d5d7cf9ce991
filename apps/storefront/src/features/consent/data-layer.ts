/** The tag manager's queue: it reads what was pushed before it loaded, then every push. */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(entry: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/** What the tag manager's own snippet pushes first: the time its container starts. */
export function pushTagManagerStart(now: number): void {
  pushToDataLayer({ 'gtm.start': now, event: 'gtm.js' });
}

export function pushPageview(pagePath: string, pageTitle: string): void {
  pushToDataLayer({ event: 'pageview', page_path: pagePath, page_title: pageTitle });
}
