/** How a pharmacy's distance and hours read in French. */

const kilometres = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** `1.2` → `1,2 km` (a no-break space keeps the unit with its number). */
export function formatDistance(km: number): string {
  return `${kilometres.format(km)}\u00a0km`;
}

/** `09:00` → `9 h`, `12:15` → `12 h 15`: the French way of writing a time of day. */
export function formatClockTime(time: string): string {
  const [hours, minutes] = time.split(':');
  const hour = `${Number(hours)}\u00a0h`;
  return minutes === '00' ? hour : `${hour}\u00a0${minutes}`;
}

/** One opening period: `9 h – 12 h 15`. */
export function formatPeriod(period: { from: string; to: string }): string {
  return `${formatClockTime(period.from)} – ${formatClockTime(period.to)}`;
}

/** `04 65 71 80 64` → `tel:+33465718064`: dialled the same from abroad. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return /^0\d{9}$/.test(digits) ? `tel:+33${digits.slice(1)}` : `tel:${digits}`;
}
