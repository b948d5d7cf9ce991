import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Optins } from '@shop/api-client';
import { CheckboxField, FormAlert, FormNotice, SubmitButton } from '@shop/ui';
import { useCheckedSubmit } from '../../shared/forms';
import { withFormFieldNames } from './profile-values';
import { useUpdateCustomer } from './use-update-customer';

/** The opt-ins of SPEC.md §3, in its order. */
const OPTIN_LABELS: readonly { optin: keyof Optins; label: MessageDescriptor }[] = [
  { optin: 'health_newsletter', label: msg`La newsletter santé : conseils et dossiers bien-être` },
  { optin: 'product_newsletter', label: msg`La newsletter produits : nouveautés et offres` },
  { optin: 'sms', label: msg`Les offres par SMS` },
  { optin: 'diet_newsletter', label: msg`La newsletter du programme minceur` },
  { optin: 'foundation', label: msg`Les e-mails de la fondation` },
];

export interface OptinsFormProps {
  optins: Optins;
  labelledBy: string;
}

/**
 * The newsletters and offers the customer receives. Every box may be left empty here: the
 * `one_is_true` rule of SPEC.md §5 binds the sign-up, not a customer who leaves; the form
 * then says what that means.
 */
export function OptinsForm({ optins, labelledBy }: OptinsFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Optins>(optins);
  const noneId = useId();
  const none = OPTIN_LABELS.every(({ optin }) => !values[optin]);
  const update = useUpdateCustomer();
  const { failure, attempt, pending, sent, sentCount, submit } = useCheckedSubmit({
    // Every box may be left empty: nothing to check before the shop.
    check: () => ({ ok: true, value: values }),
    send: (optins: Optins) => update.mutateAsync({ customer: { optins } }),
    onSent: (stored) => setValues(stored.optins),
    fieldsOf: withFormFieldNames,
  });

  return (
    <form className="form" noValidate aria-labelledby={labelledBy} onSubmit={(e) => void submit(e)}>
      <FormAlert message={failure?.message ?? null} attempt={attempt} />
      {sent && (
        <FormNotice attempt={sentCount}>
          <p>
            <Trans>Vos abonnements ont été enregistrés.</Trans>
          </p>
        </FormNotice>
      )}
      <fieldset
        className="form-fieldset account-profile__optins"
        aria-describedby={none ? noneId : undefined}
      >
        <legend className="form-field__label">{t`Je souhaite recevoir :`}</legend>
        {none && (
          <p className="form-field__hint" id={noneId}>
            {t`Aucune case cochée : vous ne recevrez ni lettre d’information ni offre, seulement les e-mails de vos commandes et de votre compte.`}
          </p>
        )}
        {OPTIN_LABELS.map(({ optin, label }) => (
          <CheckboxField
            key={optin}
            name={optin}
            label={i18n._(label)}
            checked={values[optin]}
            onCheckedChange={(checked) =>
              setValues((current) => ({ ...current, [optin]: checked }))
            }
          />
        ))}
      </fieldset>
      <SubmitButton pending={pending} pendingLabel={t`Enregistrement…`}>
        <Trans>Enregistrer mes abonnements</Trans>
      </SubmitButton>
    </form>
  );
}
