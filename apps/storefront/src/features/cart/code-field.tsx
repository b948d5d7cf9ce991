import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { routePath } from '@shop/domain';
import { describeError } from '@shop/i18n';
import { SubmitButton, TextField } from '@shop/ui';
import { AppLink } from '../../shared/routing';

/** A code that needs a session sends the visitor to log in, then back to the cart. */
const LOGIN_THEN_CART = { redirect: routePath('order_cart___fr') };

export interface CodeFieldProps {
  label: string;
  hint?: string;
  submitLabel: string;
  pending: boolean;
  /** The contract's error code of the last refusal; null when none. */
  errorCode: string | null;
  /** Resolves once applied; the typed code is cleared then, and kept when refused. */
  onApply: (code: string) => Promise<unknown>;
}

/** One code to type and apply, its refusal in French under the field (SPEC.md §8 Codes). */
export function CodeField({
  label,
  hint,
  submitLabel,
  pending,
  errorCode,
  onApply,
}: CodeFieldProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || code.trim() === '') return;
    onApply(code.trim()).then(
      () => setCode(''),
      () => undefined,
    );
  };
  return (
    <form className="cart-code" onSubmit={submit} noValidate>
      <TextField
        label={label}
        hint={hint}
        value={code}
        onValueChange={setCode}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errorCode ? describeError(errorCode) : null}
      />
      {errorCode === 'login_required' && (
        <p className="cart-code__login">
          <AppLink to="/fr/connexion" search={LOGIN_THEN_CART}>
            {t`Se connecter`}
          </AppLink>
        </p>
      )}
      <SubmitButton pending={pending} pendingLabel={t`Application…`}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
