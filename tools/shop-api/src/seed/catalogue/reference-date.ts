/**
 * The day the seeded dates count from, instead of the clock, so every run writes the same
 * catalogue. New products stay new for three years after it, so the demo keeps its
 * "nouveau" badges.
 */
export const CATALOGUE_REFERENCE_DATE = '2026-01-15';

/** `YYYY-MM-DD` plus `days` (negative: before). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
