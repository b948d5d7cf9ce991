import { useLingui } from '@lingui/react/macro';
import { CheckboxField, FieldsetFrame } from '@shop/ui';
import type { SignUpInput } from './sign-up-input';

type OptIn =
  | 'health_newsletter'
  | 'product_newsletter'
  | 'sms_offers'
  | 'diet_newsletter'
  | 'foundation_emails';

export interface OptInsFieldsetProps {
  value: Pick<SignUpInput, OptIn>;
  onChange: (optIn: OptIn, checked: boolean) => void;
  /** The `one_is_true` message (`optins`): neither newsletter was chosen. */
  error?: string | null;
}

/**
 * The sign-up's subscriptions (SPEC.md §3, §5). The two newsletters the `one_is_true` rule
 * binds share a fieldset that carries its message; the other subscriptions are free.
 */
export function OptInsFieldset({ value, onChange, error = null }: OptInsFieldsetProps) {
  const { t } = useLingui();
  const box = (optIn: OptIn, label: string) => (
    <CheckboxField
      label={label}
      name={optIn}
      checked={value[optIn]}
      onCheckedChange={(checked) => onChange(optIn, checked)}
    />
  );
  return (
    <>
      <FieldsetFrame
        legend={t`Nos newsletters : choisissez-en une au moins`}
        required
        error={error}
      >
        {box('health_newsletter', t`La newsletter santé : conseils et actualités bien-être`)}
        {box('product_newsletter', t`La newsletter produits : nouveautés et offres`)}
      </FieldsetFrame>
      <FieldsetFrame legend={t`Autres communications`}>
        {box('sms_offers', t`Les offres par SMS`)}
        {box('diet_newsletter', t`La newsletter nutrition`)}
        {box('foundation_emails', t`Les e-mails de la fondation`)}
      </FieldsetFrame>
    </>
  );
}
