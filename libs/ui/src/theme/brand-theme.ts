/**
 * A corner site's brand colour (its forceColor) turned into the design tokens it
 * overrides. The colour itself fills surfaces; the text on it is white or black,
 * whichever reads better; `--color-brand-strong` is the colour darkened until text of
 * that colour reaches 4.5:1 (WCAG AA) on the tinted surfaces too, for links and outlines:
 * 5:1 on white leaves that margin for `--color-surface-alt`.
 */
export type BrandTokens = Record<
  '--color-brand' | '--color-brand-contrast' | '--color-brand-strong',
  string
>;

const HEX = /^#([0-9a-f]{6})$/i;
const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';
const STRONG_RATIO_ON_WHITE = 5;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: readonly number[]): string {
  return `#${[red, green, blue]
    .map((part) =>
      Math.round(part ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance (WCAG 2.x). */
export function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((part) => {
    const unit = part / 255;
    return unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The tokens of a `#rrggbb` colour, or null for anything else (the default theme stays). */
export function brandTokens(color: string): BrandTokens | null {
  if (!HEX.test(color)) return null;
  const brand = color.toLowerCase();
  const contrast =
    contrastRatio(brand, LIGHT_TEXT) >= contrastRatio(brand, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
  let strong = channels(brand);
  while (contrastRatio(toHex(strong), LIGHT_TEXT) < STRONG_RATIO_ON_WHITE) {
    strong = strong.map((part) => part * 0.9) as [number, number, number];
  }
  return {
    '--color-brand': brand,
    '--color-brand-contrast': contrast,
    '--color-brand-strong': toHex(strong),
  };
}
