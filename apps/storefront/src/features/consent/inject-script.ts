/**
 * Adds `<script async src>` to the head, once per URL: a second call (a re-render, a
 * consent given again) finds the first element and does nothing. The URLs come from the
 * gateway's runtime configuration, and the CSP allows exactly their origins.
 */
export function injectScript(url: string, doc: Document = document): HTMLScriptElement {
  const absolute = new URL(url, doc.baseURI).href;
  const existing = Array.from(doc.scripts).find((script) => script.src === absolute);
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  script.src = absolute;
  doc.head.append(script);
  return script;
}
