import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/**
 * A password input with a show/hide button, so a phone user can check what they typed.
 * The button is a toggle (`aria-pressed`) whose name stays the same, as WAI-ARIA advises.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      // Browsers and password managers must not autocorrect or capitalise a password.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="form-field__toggle script-only"
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {t`Afficher le mot de passe`}
        </button>
      }
    />
  );
}
