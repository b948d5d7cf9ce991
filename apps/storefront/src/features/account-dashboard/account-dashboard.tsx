import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink, PageBreadcrumb } from '../../shared/routing';
import { authProfileAtom, useBrowserAtomValue } from '../../shared/state';
import './account-dashboard.css';

/**
 * The account dashboard (SPEC.md §2 Account): a greeting and the account's sections, the
 * same as the account menu. The sections' pages come with the account issue.
 */
export function AccountDashboard() {
  const { t } = useLingui();
  const profile = useBrowserAtomValue(authProfileAtom);
  const sections = [
    ['/fr/mon-compte/informations-personnelles', t`Informations personnelles`],
    ['/fr/mon-compte/profil-et-abonnements', t`Profil et abonnements`],
    ['/fr/mon-compte/adresses', t`Mes adresses`],
    ['/fr/mon-compte/pharmacies-favorites', t`Mes pharmacies favorites`],
    ['/fr/mon-compte/commandes', t`Mes commandes`],
    ['/fr/mon-compte/produits-favoris', t`Mes produits favoris`],
  ] as const;
  return (
    <div className="page">
      <PageBreadcrumb pageType="account" />
      <h1>{t`Mon compte`}</h1>
      {profile && (
        <p className="account-dashboard__greeting">
          <Trans>Bonjour {profile.customer.firstname}, bienvenue dans votre espace client.</Trans>
        </p>
      )}
      <ul className="account-dashboard__sections">
        {sections.map(([route, label]) => (
          <li key={route}>
            <AppLink to={route} className="account-dashboard__section">
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
