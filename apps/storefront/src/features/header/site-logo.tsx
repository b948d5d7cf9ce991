import { useLingui } from '@lingui/react/macro';
import { AppLink } from '../../shared/routing';
import { useHomePath, useShop } from '../../shared/site';
import './site-logo.css';

function LogoMark() {
  return (
    <svg className="site-logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="var(--color-brand)" />
      <path d="M9 21c0-8 6-12 14-12-1 8-5 13-12 13l-2-1z" fill="var(--color-brand-contrast)" />
    </svg>
  );
}

/**
 * The shop's logo. As a link it leads home, the corner site's own home on a brand
 * subdomain (SPEC.md §1); the order pipe shows it without a link, to keep buyers in it.
 */
export function SiteLogo({ asLink = true }: { asLink?: boolean }) {
  const { t } = useLingui();
  const { name } = useShop();
  const home = useHomePath();
  const content = (
    <>
      <LogoMark />
      <span className="site-logo__name">{name}</span>
    </>
  );
  if (!asLink) return <span className="site-logo">{content}</span>;
  return (
    <AppLink to={home} className="site-logo" aria-label={t`${name}, accueil`}>
      {content}
    </AppLink>
  );
}
