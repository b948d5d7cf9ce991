export { SkipLink } from './skip-link';
export { brandTokens, contrastRatio, type BrandTokens } from './theme/brand-theme';
export {
  Breadcrumb,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
} from './breadcrumb/breadcrumb';
export {
  IMAGE_WIDTHS,
  mediaSrcSet,
  mediaUrl,
  ResponsiveImage,
  type ImageFormat,
  type ResponsiveImageProps,
} from './image/responsive-image';
export {
  Pagination,
  type PaginationLinkProps,
  type PaginationProps,
} from './pagination/pagination';
export {
  BirthdayField,
  birthdayNumbers,
  EMPTY_BIRTHDAY,
  type BirthdayInput,
} from './forms/birthday-field';
export { CheckboxField, type CheckboxFieldProps } from './forms/checkbox-field';
export { CivilityField, type CivilityFieldProps } from './forms/civility-field';
export { FieldsetFrame, type FieldsetFrameProps } from './forms/fieldset-frame';
export { FormAlert, type FormAlertProps } from './forms/form-alert';
export { FormNotice, type FormNoticeProps } from './forms/form-notice';
export { PasswordField, type PasswordFieldProps } from './forms/password-field';
export { PersonNameFields, type PersonNameValues } from './forms/person-name-fields';
export { PhoneFields, type PhoneValues } from './forms/phone-fields';
export { RadioGroupField, type RadioGroupFieldProps } from './forms/radio-group-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './forms/select-field';
export { SubmitButton, type SubmitButtonProps } from './forms/submit-button';
export { TextAreaField, type TextAreaFieldProps } from './forms/text-area-field';
export { TextField, type TextFieldProps } from './forms/text-field';
export { useFieldsReady } from './forms/use-fields-ready';
export { useTypedBeforeHydration } from './forms/use-typed-before-hydration';
export { useFormValues } from './forms/use-form-values';
export { useModalDialog } from './dialog/use-modal-dialog';
export { Toast, type ToastProps } from './toast/toast';
