import { brandTokens } from '@shop/ui';

/**
 * The brand's colour for its own page header: the theme tokens of that colour, whose text
 * colours reach 4.5:1 on it. A colour the tokens cannot read (not `#rrggbb`) leaves the
 * shop's theme, so no accent is ever shown without its contrast worked out.
 *
 * A ref, not a `style` prop: set through the CSSOM, which the pages' CSP allows, where a
 * server-rendered `style` attribute is refused (no `'unsafe-inline'`).
 */
export function brandAccentRef(color: string): (element: HTMLElement | null) => void {
  const tokens = brandTokens(color);
  return (element) => {
    if (!element || !tokens) return;
    for (const [name, value] of Object.entries(tokens)) element.style.setProperty(name, value);
  };
}
