import { VITAL_NAMES, type VitalName } from './vitals-schema';

/** The last values kept per metric, over every page: enough for a stable p99. */
export const WINDOW_SIZE = 1000;
/** The last values kept per metric and page template. */
export const ROUTE_WINDOW_SIZE = 200;
/** Page templates tracked at most, `other` included (the later ones): memory stays bounded. */
export const MAX_ROUTES = 50;
export const OTHER_ROUTE = 'other';

export const QUANTILES = [0.5, 0.75, 0.95, 0.99] as const;

/** A fixed-size ring of the most recent values, with the running count and sum of all. */
export class ValueWindow {
  private readonly values: number[] = [];
  private next = 0;
  count = 0;
  sum = 0;

  private readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  add(value: number) {
    if (this.values.length < this.size) this.values.push(value);
    else this.values[this.next] = value;
    this.next = (this.next + 1) % this.size;
    this.count += 1;
    this.sum += value;
  }

  /** Nearest-rank quantiles of the values in the window, computed from the raw values. */
  quantiles(): Map<number, number> {
    const sorted = [...this.values].sort((a, b) => a - b);
    return new Map(
      QUANTILES.map((q) => [q, sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN]),
    );
  }
}

const SEGMENT = /^[a-z0-9-]{1,40}$/;

/**
 * The page template a path counts under: its first two segments, and `*` for the rest
 * (`/fr/produit/intima` → `/fr/produit/*`), so that each product or article does not get
 * its own series. Anything unusual counts as `other`.
 */
export function routeTemplate(page: string): string {
  const segments = page.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return '/';
  const head = segments.slice(0, 2);
  if (!head.every((segment) => SEGMENT.test(segment))) return OTHER_ROUTE;
  return `/${head.join('/')}${segments.length > 2 ? '/*' : ''}`;
}

/** The recent values of each Web Vital, over all pages and per page template. */
export class VitalsStore {
  readonly all = new Map<VitalName, ValueWindow>(
    VITAL_NAMES.map((name) => [name, new ValueWindow(WINDOW_SIZE)]),
  );
  readonly byRoute = new Map<string, Map<VitalName, ValueWindow>>();

  record(name: VitalName, value: number, page: string) {
    this.all.get(name)?.add(value);
    let route = routeTemplate(page);
    // The last slot is kept for `other`.
    const named = this.byRoute.size - (this.byRoute.has(OTHER_ROUTE) ? 1 : 0);
    if (!this.byRoute.has(route) && named >= MAX_ROUTES - 1) route = OTHER_ROUTE;
    let windows = this.byRoute.get(route);
    if (!windows) {
      windows = new Map();
      this.byRoute.set(route, windows);
    }
    let window = windows.get(name);
    if (!window) {
      window = new ValueWindow(ROUTE_WINDOW_SIZE);
      windows.set(name, window);
    }
    window.add(value);
  }
}
