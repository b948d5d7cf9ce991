import { Trans, useLingui } from '@lingui/react/macro';
import type { Customer } from '@shop/api-client';
import { toTitleCase } from '@shop/domain';
import { AppLink } from '../../shared/routing';

export interface ProfileSummaryProps {
  customer: Customer;
  login: string;
}

/** Who the account is, read-only; the changes are made on the personal-information page. */
export function ProfileSummary({ customer, login }: ProfileSummaryProps) {
  const { t } = useLingui();
  const name = [customer.civility, toTitleCase(customer.firstname), toTitleCase(customer.lastname)]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <dl className="account-profile__facts">
        <div>
          <dt>{t`Nom`}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t`Code client`}</dt>
          <dd>{customer.cegid_id}</dd>
        </div>
        <div>
          <dt>{t`Adresse e-mail`}</dt>
          <dd>{login}</dd>
        </div>
      </dl>
      <p>
        <AppLink to="/fr/mon-compte/informations-personnelles" className="button button--secondary">
          <Trans>Modifier mes informations personnelles</Trans>
        </AppLink>
      </p>
    </>
  );
}
