import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { subscribeNewsletter, type Newsletters } from '@shop/api-client';
import {
  NEWSLETTERS,
  NewsletterFormSchema,
  validate,
  type Newsletter,
  type NewsletterForm,
} from '@shop/domain';
import {
  CheckboxField,
  FieldsetFrame,
  FormAlert,
  SubmitButton,
  TextField,
  useFormValues,
} from '@shop/ui';
import { captchaToken, useCheckedSubmit, type FormFailure } from '../../shared/forms';
import type { AuthProfile } from '../../shared/state';

/** The newsletters of SPEC.md §3, in the order the account page lists them. */
const NEWSLETTER_LABELS: Record<Newsletter, MessageDescriptor> = {
  health: msg`La newsletter santé : conseils et dossiers bien-être`,
  product: msg`La newsletter produits : nouveautés et offres`,
  diet: msg`La newsletter du programme minceur`,
};

interface NewsletterValues {
  email: string;
  newsletters: Newsletters;
}

/**
 * Server keys may be prefixed (`newsletters.health`): a newsletter's refusal belongs to the
 * group, anything else to the field named by its last part.
 */
function onFormFields(failure: FormFailure): FormFailure {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(failure.fields)) {
    const field = key.startsWith('newsletters')
      ? 'newsletters'
      : key.slice(key.lastIndexOf('.') + 1);
    fields[field] ??= message;
  }
  return { ...failure, fields };
}

/**
 * `/fr/newsletter` (SPEC.md §2): an e-mail and at least one newsletter (§5). Subscribing
 * again replaces the choice, so a known address needs no other path.
 */
export function NewsletterForm({ profile }: { profile: AuthProfile | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { values, set, patch } = useFormValues<NewsletterValues>(() => ({
    email: profile?.customer.email ?? profile?.user.email ?? '',
    newsletters: { health: false, product: false, diet: false },
  }));
  const { failure, attempt, pending, submit } = useCheckedSubmit({
    check: () => validate(NewsletterFormSchema, values),
    send: async (form: NewsletterForm) =>
      subscribeNewsletter({ ...form, captcha_token: await captchaToken() }),
    onSent: () => navigate({ to: '/fr/newsletter/confirmation' }),
    fieldsOf: onFormFields,
  });

  const errors = failure?.fields ?? {};
  const groupError = errors.newsletters;
  return (
    <div className="page">
      <h1>{t`Inscription à la newsletter`}</h1>
      <p>
        <Trans>
          Recevez nos conseils en nutrition, nos nouveaux produits et nos offres. Vous pouvez vous
          désinscrire à tout moment grâce au lien présent dans chaque e-mail.
        </Trans>
      </p>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={failure?.message ?? null} attempt={attempt} />
        <TextField
          label={t`Adresse e-mail`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
        />
        <FieldsetFrame
          legend={t`Je souhaite recevoir`}
          required
          hint={t`Choisissez au moins une newsletter.`}
          error={groupError}
        >
          {NEWSLETTERS.map((newsletter) => (
            <CheckboxField
              key={newsletter}
              name={newsletter}
              label={i18n._(NEWSLETTER_LABELS[newsletter])}
              checked={values.newsletters[newsletter]}
              onCheckedChange={(checked) =>
                patch({ newsletters: { ...values.newsletters, [newsletter]: checked } })
              }
            />
          ))}
        </FieldsetFrame>
        <SubmitButton pending={pending} pendingLabel={t`Inscription en cours…`}>
          <Trans>Je m’inscris</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
