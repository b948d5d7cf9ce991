import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { sendWithdrawal } from '@shop/api-client';
import {
  createWithdrawalRequestSchema,
  MESSAGE_MAX_LENGTH,
  ORDER_NUMBER_MAX_LENGTH,
  validate,
  WITHDRAWAL_ADDRESS_MAX_LENGTH,
  type WithdrawalRequest,
} from '@shop/domain';
import {
  FormAlert,
  PersonNameFields,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormValues,
} from '@shop/ui';
import { captchaToken, lastPartFieldNames, useCheckedSubmit } from '../../shared/forms';
import type { AuthProfile } from '../../shared/state';
import { isWithdrawalPeriodOver, withdrawalAlertMessage } from './withdrawal-refusal';
import { initialWithdrawalValues, todayIso, withdrawalBodyOf } from './withdrawal-values';
import { WithdrawalRight } from './withdrawal-right';
import './withdrawal-form.css';

/**
 * `/fr/retractation` (SPEC.md §2, §3 Withdrawal request, §9 14-day right): which order,
 * when it was ordered and delivered, what is sent back, and who withdraws. The dates are
 * checked against today in the shop's time zone, as the shop checks them.
 */
export function WithdrawalForm({
  profile,
  customerService,
}: {
  profile: AuthProfile | null;
  /** How to reach customer service, shown when the shop says the period is over. */
  customerService?: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { values, set, patch } = useFormValues(() =>
    initialWithdrawalValues(profile?.customer ?? null, profile?.user.email ?? null),
  );
  const { failure, attempt, pending, submit } = useCheckedSubmit({
    check: () => validate(createWithdrawalRequestSchema(Date.now()), values),
    send: async (form: WithdrawalRequest) =>
      sendWithdrawal(withdrawalBodyOf(form, await captchaToken())),
    onSent: () => navigate({ to: '/fr/retractation/confirmation' }),
    fieldsOf: lastPartFieldNames,
  });
  // The page's day: a form left open past midnight is checked again on submit anyway.
  const [today] = useState(() => todayIso(Date.now()));

  const errors = failure?.fields ?? {};
  return (
    <div className="page withdrawal-page">
      <h1>{t`Formulaire de rétractation`}</h1>
      <WithdrawalRight />
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={withdrawalAlertMessage(failure)} attempt={attempt}>
          {isWithdrawalPeriodOver(failure) ? customerService : null}
        </FormAlert>
        <p className="form-field__hint">
          <Trans>Les champs marqués d’un astérisque (*) sont obligatoires.</Trans>
        </p>
        <fieldset className="form-fieldset form">
          <legend className="form-field__label">{t`Votre commande`}</legend>
          <TextField
            label={t`Numéro de commande`}
            name="order_number"
            required
            maxLength={ORDER_NUMBER_MAX_LENGTH}
            hint={t`Il figure dans l’e-mail de confirmation et dans « Mes commandes ».`}
            value={values.order_number}
            onValueChange={set('order_number')}
            error={errors.order_number}
          />
          <div className="form-field__row">
            <TextField
              label={t`Date de la commande`}
              name="order_date"
              type="date"
              required
              max={today}
              value={values.order_date}
              onValueChange={set('order_date')}
              error={errors.order_date}
            />
            <TextField
              label={t`Date de livraison`}
              name="delivery_date"
              type="date"
              max={today}
              min={values.order_date || undefined}
              hint={t`Si vous avez déjà reçu la commande.`}
              value={values.delivery_date}
              onValueChange={set('delivery_date')}
              error={errors.delivery_date}
            />
          </div>
          <TextAreaField
            label={t`Produits retournés`}
            name="content"
            required
            maxLength={MESSAGE_MAX_LENGTH}
            hint={t`Indiquez chaque produit et sa quantité.`}
            value={values.content}
            onValueChange={set('content')}
            error={errors.content}
          />
        </fieldset>
        <fieldset className="form-fieldset form">
          <legend className="form-field__label">{t`Vos coordonnées`}</legend>
          <PersonNameFields
            values={values}
            onChange={patch}
            errors={errors}
            civilityName="withdrawal-civility"
          />
          <TextField
            label={t`Adresse e-mail`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            hint={t`L’accusé de réception vous sera envoyé à cette adresse.`}
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
          />
          <TextAreaField
            label={t`Adresse postale`}
            name="address"
            rows={3}
            maxLength={WITHDRAWAL_ADDRESS_MAX_LENGTH}
            value={values.address}
            onValueChange={set('address')}
            error={errors.address}
          />
        </fieldset>
        <SubmitButton pending={pending} pendingLabel={t`Envoi en cours…`}>
          <Trans>Envoyer ma demande de rétractation</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
