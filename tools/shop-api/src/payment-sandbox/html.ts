import { createHash } from 'node:crypto';

/** The `'sha256-…'` source of an inline style, so the CSP can allow exactly that one. */
export function styleHashSource(style: string): string {
  return `'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`;
}

/**
 * A policy that allows nothing but the page's own inline style and posting its form to
 * itself: no script, no image, no frame, no external resource of any kind.
 */
export function contentSecurityPolicy(styleSource: string): string {
  return [
    "default-src 'none'",
    `style-src ${styleSource}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
