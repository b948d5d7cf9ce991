/** Dates are shown as in France, whatever the visitor's machine is set to. */
const TIME_ZONE = 'Europe/Paris';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const formats = {
  /** 22 novembre 2026 */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 22/11/2026 */
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 22 novembre 2026 à 14:05 */
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof formats;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', { ...formats[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date in French. A calendar date from the API (`2026-11-22`) is shown as that day,
 * never shifted by a time zone; an instant (`2026-11-22T13:05:00Z`, a Date) is shown in
 * Paris time. An unreadable value gives an empty string rather than "Invalid Date".
 */
export function formatDate(value: string | Date, style: DateStyle = 'long'): string {
  const calendarDate = typeof value === 'string' && DATE_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return formatterFor(style, calendarDate ? 'UTC' : TIME_ZONE).format(date);
}
