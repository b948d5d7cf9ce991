// The storefront's form pieces that call the shop API or its queries; the fields, buttons
// and form state themselves are the design system's (@shop/ui).
export { captchaToken, DEV_CAPTCHA_TOKEN } from './captcha-token';
export { formFailureOf, invalidFormFailure, type FormFailure } from './form-failure';
export { NewPasswordFields, type NewPasswordFieldsProps } from './new-password-fields';
export { OriginField, type OriginFieldProps } from './origin-field';
export { PasswordStrengthMeter } from './password-strength-meter';
export { useFormFailure } from './use-form-failure';
export { usePasswordStrength } from './use-password-strength';
export {
  lastPartFieldNames,
  useCheckedSubmit,
  type CheckedSubmitOptions,
} from './use-checked-submit';
