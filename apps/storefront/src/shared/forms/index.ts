export {
  BirthdayField,
  birthdayNumbers,
  EMPTY_BIRTHDAY,
  type BirthdayInput,
} from './birthday-field';
export { captchaToken, DEV_CAPTCHA_TOKEN } from './captcha-token';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { CivilityField, type CivilityFieldProps } from './civility-field';
export { FormAlert, type FormAlertProps } from './form-alert';
export { formFailureOf, invalidFormFailure, type FormFailure } from './form-failure';
export { FormNotice, type FormNoticeProps } from './form-notice';
export { NewPasswordFields, type NewPasswordFieldsProps } from './new-password-fields';
export { OriginField, type OriginFieldProps } from './origin-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { PersonNameFields, type PersonNameValues } from './person-name-fields';
export { PhoneFields, type PhoneValues } from './phone-fields';
export { PasswordStrengthMeter } from './password-strength-meter';
export { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { TextField, type TextFieldProps } from './text-field';
export { useFormFailure } from './use-form-failure';
export { usePasswordStrength } from './use-password-strength';
export { useFieldsReady } from './use-fields-ready';
export { useFormValues } from './use-form-values';
export {
  lastPartFieldNames,
  useCheckedSubmit,
  type CheckedSubmitOptions,
} from './use-checked-submit';
