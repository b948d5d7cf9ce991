/**
 * Device classes by window width (SPEC.md §4). The spec's table overlaps on purpose:
 * `mobile` (up to 1024) covers `tablet`, `phablet` and `phone`, so a width has several
 * flags at once, as the settings state of §3 holds them ("device flags").
 */
export const DEVICE_CLASSES = [
  'mobile',
  'tablet',
  'phablet',
  'phone',
  'desktop',
  'largeDesktop',
  'extraLarge',
] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export type DeviceFlags = Record<DeviceClass, boolean>;

/** Inclusive width ranges in CSS pixels; `max: null` has no upper bound. */
export const DEVICE_WIDTH_RANGES: Record<DeviceClass, { min: number; max: number | null }> = {
  mobile: { min: 0, max: 1024 },
  tablet: { min: 768, max: 1024 },
  phablet: { min: 566, max: 767 },
  phone: { min: 0, max: 565 },
  desktop: { min: 1025, max: 1280 },
  largeDesktop: { min: 1281, max: 1441 },
  extraLarge: { min: 1442, max: null },
};

/**
 * The flags of a width. Fractional widths (zoomed pages report them) are floored, so a
 * width always falls in exactly one of phone, phablet, tablet, desktop, large, extra large.
 */
export function deviceFlags(width: number): DeviceFlags {
  const pixels = Math.max(0, Math.floor(width));
  const flags = {} as DeviceFlags;
  for (const deviceClass of DEVICE_CLASSES) {
    const { min, max } = DEVICE_WIDTH_RANGES[deviceClass];
    flags[deviceClass] = pixels >= min && (max === null || pixels <= max);
  }
  return flags;
}
