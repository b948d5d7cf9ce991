export { captchaToken, DEV_CAPTCHA_TOKEN } from './captcha-token';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { FormAlert, type FormAlertProps } from './form-alert';
export { formFailureOf, invalidFormFailure, type FormFailure } from './form-failure';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { TextField, type TextFieldProps } from './text-field';
export { useFormFailure } from './use-form-failure';
