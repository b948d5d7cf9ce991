import { Trans, useLingui } from '@lingui/react/macro';
import type { RouteName } from '@shop/domain';
import { AppLink, PageBreadcrumb } from '../../shared/routing';
import { authProfileAtom, useBrowserAtomValue } from '../../shared/state';
import './account-dashboard.css';

type AccountSection = Exclude<RouteName & `my-${string}`, 'my-account___fr' | 'my-order___fr'>;

/**
 * The account dashboard (SPEC.md §2 Account): a greeting and the account's sections, the
 * same as the account menu. The sections' pages come with the account issue.
 */
export function AccountDashboard() {
  const { t } = useLingui();
  const profile = useBrowserAtomValue(authProfileAtom);
  const sections: readonly [AccountSection, string][] = [
    ['my-personal-information___fr', t`Informations personnelles`],
    ['my-profile-and-subscriptions___fr', t`Profil et abonnements`],
    ['my-addresses___fr', t`Mes adresses`],
    ['my-favorites-pharmacies___fr', t`Mes pharmacies favorites`],
    ['my-orders___fr', t`Mes commandes`],
    ['my-favorites-products___fr', t`Mes produits favoris`],
  ];
  const title = t`Mon compte`;
  return (
    <>
      <title>{title}</title>
      <PageBreadcrumb pageType="account" />
      <h1>{title}</h1>
      {profile && (
        <p>
          <Trans>Bonjour {profile.customer.firstname}, bienvenue dans votre espace client.</Trans>
        </p>
      )}
      <ul className="account-dashboard__sections">
        {sections.map(([route, label]) => (
          <li key={route}>
            <AppLink route={route} className="account-dashboard__section">
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}
