import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { loggedCustomerQueryOptions } from '@shop/api-client';
import { ACCOUNT_PAGE_PATHS } from '@shop/domain';
import { PageBreadcrumb } from '../../shared/routing';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import './account-profile.css';

const PROFILE_TITLE = 'personal-information-profile';
const EMAIL_TITLE = 'personal-information-email';
const PASSWORD_TITLE = 'personal-information-password';

/**
 * `/fr/mon-compte/informations-personnelles` (SPEC.md §2 Account): the profile, then the
 * authentication information (login e-mail, password), each its own form and its own save.
 */
export function PersonalInformationPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(loggedCustomerQueryOptions());
  return (
    <div className="page account-profile">
      <PageBreadcrumb
        pageType="account"
        entity={{
          label: { code: 'my_personal_information' },
          path: ACCOUNT_PAGE_PATHS.my_personal_information,
        }}
      />
      <h1>{t`Informations personnelles`}</h1>
      <section className="account-profile__section" aria-labelledby={PROFILE_TITLE}>
        <h2 id={PROFILE_TITLE}>{t`Mon profil`}</h2>
        <ProfileForm customer={data.customer} labelledBy={PROFILE_TITLE} />
      </section>
      <section className="account-profile__section" aria-labelledby={EMAIL_TITLE}>
        <h2 id={EMAIL_TITLE}>{t`Mon adresse e-mail de connexion`}</h2>
        <EmailForm login={data.user.email} labelledBy={EMAIL_TITLE} />
      </section>
      <section className="account-profile__section" aria-labelledby={PASSWORD_TITLE}>
        <h2 id={PASSWORD_TITLE}>{t`Mon mot de passe`}</h2>
        <PasswordForm labelledBy={PASSWORD_TITLE} />
      </section>
    </div>
  );
}
