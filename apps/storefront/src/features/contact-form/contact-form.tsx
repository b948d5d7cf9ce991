import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { sendContact } from '@shop/api-client';
import {
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CONTACT_FUNCTION_MAX_LENGTH,
  ContactSchema,
  MESSAGE_MAX_LENGTH,
  validate,
  type Contact,
} from '@shop/domain';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormValues,
} from '@shop/ui';
import { captchaToken, lastPartFieldNames, useCheckedSubmit } from '../../shared/forms';
import { StandalonePageBreadcrumb } from '../../shared/routing';
import type { AuthProfile } from '../../shared/state';
import { contactChoicesQueryOptions } from './contact-choices-query';
import { asksFunction, contactBodyOf, initialContactValues } from './contact-values';
import './contact-form.css';

export interface ContactFormProps {
  /** Who is logged in: the form starts with their names, e-mail and address. */
  profile: AuthProfile | null;
  /** `?sujet=`: a subject to preselect (`rappel` for a call-back). */
  sujet?: string;
  /** How else to reach customer service, composed by the route (features stay apart). */
  customerService?: ReactNode;
}

/**
 * `/fr/contact` (SPEC.md §2, §3 Contact request): who writes, about what, and how to
 * answer. Checked with the domain's rule first, then by the shop, whose refusals land
 * under their fields; every typed value stays when the message is refused.
 */
export function ContactForm({ profile, sujet, customerService }: ContactFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: choices } = useSuspenseQuery(contactChoicesQueryOptions());
  const { values, set } = useFormValues(() =>
    initialContactValues(
      profile?.customer ?? null,
      profile?.user.email ?? null,
      sujet,
      t`Je souhaite être rappelé(e) par le service client au numéro suivant : `,
    ),
  );
  const { failure, attempt, pending, submit } = useCheckedSubmit({
    check: () => validate(ContactSchema, values),
    send: async (contact: Contact) => sendContact(contactBodyOf(contact, await captchaToken())),
    onSent: () => navigate({ to: '/fr/contact/confirmation' }),
    fieldsOf: lastPartFieldNames,
  });

  const errors = failure?.fields ?? {};
  const options = (list: { code: string; label: string }[]) =>
    list.map(({ code, label }) => ({ value: code, label }));

  return (
    <div className="page contact-page">
      <StandalonePageBreadcrumb title={t`Nous contacter`} />
      <h1>{t`Nous contacter`}</h1>
      <div className="contact-page__layout">
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <FormAlert message={failure?.message ?? null} attempt={attempt} />
          <p className="form-field__hint">
            <Trans>Les champs marqués d’un astérisque (*) sont obligatoires.</Trans>
          </p>
          <fieldset className="form-fieldset form">
            <legend className="form-field__label">{t`Votre demande`}</legend>
            <SelectField
              label={t`Vous êtes`}
              name="profile"
              required
              placeholder={t`Choisir votre profil`}
              options={options(choices.profiles)}
              value={values.profile}
              onValueChange={set('profile')}
              error={errors.profile}
            />
            {asksFunction(values.profile) && (
              <TextField
                label={t`Votre fonction`}
                name="function"
                autoComplete="organization-title"
                maxLength={CONTACT_FUNCTION_MAX_LENGTH}
                hint={t`Par exemple : médecin généraliste, diététicienne, préparateur.`}
                value={values.function}
                onValueChange={set('function')}
                error={errors.function}
              />
            )}
            <SelectField
              label={t`Objet de votre demande`}
              name="subject"
              required
              placeholder={t`Choisir un objet`}
              options={options(choices.subjects)}
              value={values.subject}
              onValueChange={set('subject')}
              error={errors.subject}
            />
            <TextAreaField
              rows={6}
              label={t`Votre message`}
              name="message"
              required
              maxLength={MESSAGE_MAX_LENGTH}
              hint={t`Pour une commande, indiquez son numéro : nous vous répondrons plus vite.`}
              value={values.message}
              onValueChange={set('message')}
              error={errors.message}
            />
          </fieldset>
          <fieldset className="form-fieldset form">
            <legend className="form-field__label">{t`Vos coordonnées`}</legend>
            <div className="form-field__row">
              <TextField
                label={t`Prénom`}
                name="firstname"
                autoComplete="given-name"
                required
                value={values.firstname}
                onValueChange={set('firstname')}
                error={errors.firstname}
              />
              <TextField
                label={t`Nom`}
                name="lastname"
                autoComplete="family-name"
                required
                value={values.lastname}
                onValueChange={set('lastname')}
                error={errors.lastname}
              />
            </div>
            <TextField
              label={t`Adresse e-mail`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              hint={t`Notre réponse vous sera envoyée à cette adresse.`}
              value={values.email}
              onValueChange={set('email')}
              error={errors.email}
            />
          </fieldset>
          <fieldset className="form-fieldset form">
            <legend className="form-field__label">{t`Votre adresse postale (facultatif)`}</legend>
            <TextField
              label={t`Adresse`}
              name="address_line_1"
              autoComplete="address-line1"
              maxLength={ADDRESS_LINE_MAX_LENGTH}
              hint={t`${ADDRESS_LINE_MAX_LENGTH} caractères au plus.`}
              value={values.address_line_1}
              onValueChange={set('address_line_1')}
              error={errors.address_line_1}
            />
            <div className="form-field__row">
              <TextField
                label={t`Code postal`}
                name="zipcode"
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={5}
                value={values.zipcode}
                onValueChange={set('zipcode')}
                error={errors.zipcode}
              />
              <TextField
                label={t`Ville`}
                name="city"
                autoComplete="address-level2"
                maxLength={CITY_MAX_LENGTH}
                value={values.city}
                onValueChange={set('city')}
                error={errors.city}
              />
            </div>
          </fieldset>
          <SubmitButton pending={pending} pendingLabel={t`Envoi en cours…`}>
            <Trans>Envoyer mon message</Trans>
          </SubmitButton>
        </form>
        {customerService && (
          <aside className="contact-page__aside" aria-labelledby="contact-customer-service">
            <h2 id="contact-customer-service">{t`Le service client`}</h2>
            {customerService}
          </aside>
        )}
      </div>
    </div>
  );
}
