import * as v from 'valibot';

/**
 * Where the storefront sends its Web Vitals beacons: the gateway's own collector
 * (apps/gateway/src/routes/vitals.ts), not a shop API call.
 */
export const VITALS_PATH = '/api/vitals';

export const VITAL_NAMES = ['CLS', 'INP', 'LCP', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Ten minutes, in ms: no real page takes longer to paint, answer or respond. */
const MAX_DURATION_MS = 600_000;
/** Layout shift is a unitless score, a few tenths on a bad page; 100 is impossible. */
const MAX_LAYOUT_SHIFT = 100;

/**
 * One Web Vitals beacon, as the `web-vitals` library's metric reports it, with the SPA's
 * page path. Values are bounded so that a forged beacon cannot drag the percentiles
 * anywhere absurd.
 */
export const VitalBeaconSchema = v.pipe(
  v.object({
    name: v.picklist(VITAL_NAMES),
    value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_DURATION_MS)),
    rating: v.picklist(['good', 'needs-improvement', 'poor']),
    id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    /** The page's path, without query or fragment (they may carry personal data). */
    page: v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/[^?#\s]*$/)),
    navigationType: v.picklist([
      'navigate',
      'reload',
      'back-forward',
      'back-forward-cache',
      'prerender',
      'restore',
    ]),
  }),
  v.check(
    ({ name, value }) => name !== 'CLS' || value <= MAX_LAYOUT_SHIFT,
    'A layout shift score is at most 100',
  ),
);
export type VitalBeacon = v.InferOutput<typeof VitalBeaconSchema>;
export type VitalBeaconInput = v.InferInput<typeof VitalBeaconSchema>;

/** One beacon, or the few a page batches on `visibilitychange`. */
export const VitalsBodySchema = v.union([
  VitalBeaconSchema,
  v.pipe(v.array(VitalBeaconSchema), v.minLength(1), v.maxLength(10)),
]);
