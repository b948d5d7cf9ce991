import { Trans } from '@lingui/react/macro';
import { keepPhoneNumbersTogether } from '@shop/domain';
import { AppLink } from '../../shared/routing';
import { useCountry, useSettingValues } from '../../shared/site';

/** The customer-service line of the setting `customer_service_phone` (display, tel: link). */
export function HeaderPhone({ className }: { className?: string }) {
  const [display, link] = useSettingValues('customer_service_phone');
  if (!display || !link) return null;
  return (
    <a className={className} href={link}>
      <Trans>Service client</Trans> <strong>{keepPhoneNumbersTogether(display)}</strong>
    </a>
  );
}

/** Health professionals have their own site (SPEC.md §1); same tab, as a plain link. */
export function ProLink({ className }: { className?: string }) {
  const country = useCountry();
  if (!country) return null;
  return (
    <a className={className} href={country.pro_url}>
      <Trans>Espace professionnels de santé</Trans>
    </a>
  );
}

export function PharmacyLink({ className }: { className?: string }) {
  return (
    <AppLink to="/fr/trouver-une-pharmacie" className={className}>
      <svg className="site-header__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M10 4h4v6h6v4h-6v6h-4v-6H4v-4h6z" fill="currentColor" />
      </svg>
      <Trans>Trouver une pharmacie</Trans>
    </AppLink>
  );
}
