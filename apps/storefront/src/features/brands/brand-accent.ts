import type { CSSProperties } from 'react';
import { brandTokens } from '@shop/ui';

/**
 * The brand's colour for its own page header: the theme tokens of that colour, whose text
 * colours reach 4.5:1 on it. A colour the tokens cannot read (not `#rrggbb`) leaves the
 * shop's theme, so no accent is ever shown without its contrast worked out.
 */
export function brandAccentStyle(color: string): CSSProperties | undefined {
  const tokens = brandTokens(color);
  return tokens ? (tokens as CSSProperties) : undefined;
}
