import type { Metric } from 'web-vitals';
import { VITALS_PATH, type VitalBeaconInput } from '@shop/api-client';

/**
 * One beacon as the gateway's VitalBeaconSchema reads it. The page is the path alone: a
 * query or fragment may carry personal data.
 */
export function vitalBeacon(metric: Metric, pagePath: string): VitalBeaconInput {
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    page: pagePath,
    navigationType: metric.navigationType,
  };
}

/**
 * `sendBeacon` with a string body sends `text/plain`, which needs no CORS preflight and
 * survives the page being closed; the gateway parses it as JSON and exempts this path
 * from its CSRF header check, since a beacon changes nothing in the session.
 */
function sendVital(metric: Metric): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(VITALS_PATH, JSON.stringify(vitalBeacon(metric, location.pathname)));
}

let started = false;

/**
 * Starts measuring, once per page load (web-vitals observers cannot be removed). Each
 * metric is sent only if `allowed()` still says yes when it is reported: a consent
 * withdrawn later stops the beacons too.
 */
export function startWebVitals(allowed: () => boolean): void {
  if (started) return;
  started = true;
  const report = (metric: Metric) => {
    if (allowed()) sendVital(metric);
  };
  // Loaded only once someone consents: the library stays out of the entry chunk. The
  // observers read the buffered entries, so the page's LCP is still the right one.
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    onLCP(report);
    onCLS(report);
    onINP(report);
    onFCP(report);
    onTTFB(report);
  });
}

/** For tests: forget that measuring started. */
export function resetWebVitalsForTests(): void {
  started = false;
}
