import { Trans, useLingui } from '@lingui/react/macro';
import { formatArticleCount } from '@shop/i18n';
import { AppLink } from '../../shared/routing';
import { cartAtom, useBrowserAtomValue } from '../../shared/state';

/** The cart with its article count; the name says the count in words (« Panier, 3 articles »). */
export function CartLink() {
  const { t } = useLingui();
  const { articleCount } = useBrowserAtomValue(cartAtom);
  const count = formatArticleCount(articleCount);
  return (
    <AppLink
      to="/fr/commande/panier"
      className="site-header__cart"
      aria-label={t`Panier, ${count}`}
    >
      <svg className="site-header__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      <span className="site-header__cart-label">
        <Trans>Panier</Trans>
      </span>{' '}
      {/* Spaced from the label: the name must contain the visible words (WCAG 2.5.3). */}
      <span className="site-header__cart-count" aria-hidden="true">
        {articleCount}
      </span>
    </AppLink>
  );
}
