/**
 * Internet Explorer says `MSIE ` (up to 10) or `Trident/` (11) in its user agent; Edge,
 * even in IE mode's successor, says neither.
 */
export function isInternetExplorer(userAgent: string): boolean {
  return userAgent.includes('MSIE ') || userAgent.includes('Trident/');
}
