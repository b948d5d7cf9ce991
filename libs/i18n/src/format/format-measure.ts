/**
 * Quantities as French writes them: `80 %`, `72 g`, `1 250 ml`, the unit kept with its
 * number by a no-break space, so that a narrow column never wraps between them.
 */
const MEASURES = {
  percent: { style: 'percent', maximumFractionDigits: 1 },
  grams: { style: 'unit', unit: 'gram', maximumFractionDigits: 1 },
  millilitres: { style: 'unit', unit: 'milliliter', maximumFractionDigits: 1 },
} satisfies Record<string, Intl.NumberFormatOptions>;

type Measure = keyof typeof MEASURES;

// Built on first use: a page's first Intl.NumberFormat loads ICU's number data, tens of
// milliseconds on a phone, which a page showing no measure should not pay at start.
const formatters = new Map<Measure, Intl.NumberFormat>();

function formatterFor(measure: Measure): Intl.NumberFormat {
  let formatter = formatters.get(measure);
  if (!formatter) {
    formatter = new Intl.NumberFormat('fr-FR', MEASURES[measure]);
    formatters.set(measure, formatter);
  }
  return formatter;
}

/** ICU's French data puts some units (millilitres) after an ordinary space. */
const ORDINARY_SPACE = / /g;

function format(measure: Measure, value: number): string {
  return formatterFor(measure).format(value).replace(ORDINARY_SPACE, '\u00a0');
}

/** A share given out of 100, as the API gives the nutrient reference values: 80 → `80 %`. */
export function formatPercent(outOfHundred: number): string {
  return format('percent', outOfHundred / 100);
}

export function formatGrams(grams: number): string {
  return format('grams', grams);
}

export function formatMillilitres(millilitres: number): string {
  return format('millilitres', millilitres);
}
