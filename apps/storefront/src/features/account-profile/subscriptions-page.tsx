import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { loggedCustomerQueryOptions } from '@shop/api-client';
import { ACCOUNT_PAGE_PATHS } from '@shop/domain';
import { PageBreadcrumb } from '../../shared/routing';
import { OptinsForm } from './optins-form';
import { ProfileSummary } from './profile-summary';
import './account-profile.css';

const PROFILE_TITLE = 'subscriptions-profile';
const OPTINS_TITLE = 'subscriptions-optins';

/** `/fr/mon-compte/profil-et-abonnements` (SPEC.md §2 Account): who I am, what I receive. */
export function SubscriptionsPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(loggedCustomerQueryOptions());
  return (
    <div className="page account-profile">
      <PageBreadcrumb
        pageType="account"
        entity={{
          label: { code: 'my_profile_and_subscriptions' },
          path: ACCOUNT_PAGE_PATHS.my_profile_and_subscriptions,
        }}
      />
      <h1>{t`Profil et abonnements`}</h1>
      <section className="account-profile__section" aria-labelledby={PROFILE_TITLE}>
        <h2 id={PROFILE_TITLE}>{t`Mon profil`}</h2>
        <ProfileSummary customer={data.customer} login={data.user.email} />
      </section>
      <section className="account-profile__section" aria-labelledby={OPTINS_TITLE}>
        <h2 id={OPTINS_TITLE}>{t`Mes abonnements`}</h2>
        <OptinsForm optins={data.customer.optins} labelledBy={OPTINS_TITLE} />
      </section>
    </div>
  );
}
